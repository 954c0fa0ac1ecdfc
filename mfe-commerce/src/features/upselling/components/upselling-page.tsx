import { css } from '@emotion/react';
import { useLocation } from 'react-router-dom';
import { isEcommerceArea, usePlatform, type UpsellingProduct } from 'shared-contracts';
import { Card, EmptyState, Skeleton, SkeletonGroup, Tabs } from 'shared-design-system';
import { CURRENT_PLAN_LABEL, UPSELLING_CAROUSEL_BREAKPOINTS, UPSELLING_EMPTY_TEXT } from '../../../constants';
import { AreaPage, formatDate, QueryView } from 'shared-design-system/area';
import { useUpselling } from '../api/get-upselling';
import {
  areaName,
  earlyRenewalPromotion,
  intervalLabel,
  intervalTabs,
  type IntervalTab,
} from '../logic/upselling-offers';
import { LifetimeOfferSection } from './lifetime-offer-section';
import { OfferCard } from './offer-card';

/** /garanta-acesso-completo?horizontal={area}: early renewal and upgrade offers (spec 3 §2). */
export function UpsellingPage() {
  const platform = usePlatform();
  const horizontal = new URLSearchParams(useLocation().search).get('horizontal') ?? '';
  const offers = useUpselling();
  const area = isEcommerceArea(horizontal) ? areaName(horizontal, platform.vertical.wording) : null;

  return (
    <AreaPage
      title="Garanta acesso completo"
      intro={
        area
          ? `Você ainda não tem acesso a ${area}. Garanta o acesso completo para continuar estudando.`
          : 'Renove antes e economize, ou faça o upgrade do seu plano.'
      }
    >
      <QueryView
        query={offers}
        errorMessage="Não foi possível carregar as ofertas."
        skeleton={
          <SkeletonGroup label="Carregando ofertas">
            <Skeleton shape="rect" height={120} />
            <Skeleton shape="rect" height={320} />
          </SkeletonGroup>
        }
      >
        {(plans) => <Offers plans={plans} />}
      </QueryView>
      <LifetimeOfferSection />
    </AreaPage>
  );
}

function Offers({ plans }: { plans: UpsellingProduct[] }) {
  const tabs = intervalTabs(plans);
  const promotion = earlyRenewalPromotion(plans);
  // without any plan there is nothing to show; a current plan without offers still shows its card, with
  // the empty text in place of the carousel (spec 3 §2)
  if (tabs.length === 0) return <EmptyState title={UPSELLING_EMPTY_TEXT} />;
  return (
    <>
      {promotion && (
        <section
          aria-labelledby="renovacao-antecipada"
          css={(theme) => ({
            padding: theme.space.lg,
            borderRadius: theme.radii.lg,
            background: theme.colors.primary,
            color: theme.colors.onPrimary,
          })}
        >
          <h2 id="renovacao-antecipada" css={{ margin: 0 }}>
            {promotion.title}
          </h2>
          <p css={{ margin: 0 }}>
            Renove ou faça o upgrade com até <strong>{promotion.discount}% de desconto</strong>. Oferta válida
            até {formatDate(promotion.endsAt)}.
          </p>
        </section>
      )}
      <Tabs
        label="Planos por período"
        defaultSelectedId={tabKey(tabs.find((tab) => tab.currentPlans.length > 0) ?? tabs[0])}
        tabs={tabs.map((tab) => ({
          id: tabKey(tab),
          label: tab.label,
          content: <IntervalPanel tab={tab} />,
        }))}
      />
    </>
  );
}

function tabKey(tab: IntervalTab | undefined): string {
  return `intervalo-${tab?.interval ?? 'vitalicia'}`;
}

const carousel = css`
  list-style: none;
  margin: 0;
  padding: 0 0 8px;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 100%;
  gap: 16px;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  & > li {
    scroll-snap-align: start;
  }
  ${UPSELLING_CAROUSEL_BREAKPOINTS.map(
    ({ minWidth, slides }) =>
      `@media (min-width: ${minWidth}px) { grid-auto-columns: calc((100% - ${(slides - 1) * 16}px) / ${slides}); }`,
  ).join('\n')}
`;

function IntervalPanel({ tab }: { tab: IntervalTab }) {
  return (
    <div
      css={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space.md,
        paddingTop: theme.space.md,
      })}
    >
      {tab.currentPlans.map((plan) => (
        // right under the page's h1, like the offers below it
        <Card key={plan.id} title={plan.name} as="section" headingLevel={2}>
          <p css={{ margin: 0, fontWeight: 700 }}>{CURRENT_PLAN_LABEL}</p>
          <p css={{ margin: 0 }}>Período: {intervalLabel(plan.interval)}</p>
        </Card>
      ))}
      {tab.offers.length === 0 ? (
        <p>{UPSELLING_EMPTY_TEXT}</p>
      ) : (
        // A scrollable carousel: 1, 2 or 3 offers per view by width (spec 3 §2); focusable to scroll by keyboard.
        <ul aria-label={`Ofertas de ${tab.label}`} tabIndex={0} css={carousel}>
          {tab.offers.map((bonus) => (
            <li key={bonus.id}>
              <OfferCard bonus={bonus} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
