import type { VerticalId } from 'shared-contracts';
import { CATEGORY } from './seed-products';

/** A catalogue category of one vertical's store; products point to it through category_ids. */
export interface SeedCategory {
  id: number;
  name: string;
  slug: string;
  description: string;
  vertical: VerticalId;
}

/** Categories in shelf order per vertical. concursos has more than one page of 5 (categorized pagination). */
export function seedCategories(): SeedCategory[] {
  return [
    {
      id: CATEGORY.assinaturas,
      vertical: 'concursos',
      name: 'Assinaturas',
      slug: 'assinaturas',
      description: 'Planos do Sistema de Questões.',
    },
    {
      id: CATEGORY.policiais,
      vertical: 'concursos',
      name: 'Carreiras Policiais',
      slug: 'carreiras-policiais',
      description: 'PF, PRF, polícias civis e INSS.',
    },
    {
      id: CATEGORY.fiscais,
      vertical: 'concursos',
      name: 'Carreiras Fiscais',
      slug: 'carreiras-fiscais',
      description: 'Receita Federal e secretarias da fazenda.',
    },
    {
      id: CATEGORY.tribunais,
      vertical: 'concursos',
      name: 'Tribunais',
      slug: 'tribunais',
      description: 'Tribunais federais, do trabalho e estaduais.',
    },
    {
      id: CATEGORY.bancarias,
      vertical: 'concursos',
      name: 'Carreiras Bancárias',
      slug: 'carreiras-bancarias',
      description: 'Banco do Brasil e Caixa.',
    },
    {
      id: CATEGORY.basicas,
      vertical: 'concursos',
      name: 'Disciplinas Básicas',
      slug: 'disciplinas-basicas',
      description: 'Português, raciocínio lógico e direito.',
    },
    {
      id: CATEGORY.gratuitos,
      vertical: 'concursos',
      name: 'Gratuitos',
      slug: 'gratuitos',
      description: 'Aulas e simulados sem custo.',
    },
    {
      id: CATEGORY.todos,
      vertical: 'concursos',
      name: 'Todos os cursos',
      slug: 'todos-os-cursos',
      description: 'O catálogo completo.',
    },
    {
      id: CATEGORY.medicinaResidencia,
      vertical: 'medicina',
      name: 'Residência Médica',
      slug: 'residencia-medica',
      description: 'R1 e provas práticas.',
    },
    {
      id: CATEGORY.medicinaRevalida,
      vertical: 'medicina',
      name: 'Revalida',
      slug: 'revalida',
      description: 'Primeira e segunda etapa.',
    },
    {
      id: CATEGORY.oabPrimeira,
      vertical: 'oab',
      name: 'OAB 1ª Fase',
      slug: 'oab-1a-fase',
      description: 'Prova objetiva do Exame de Ordem.',
    },
    {
      id: CATEGORY.oabSegunda,
      vertical: 'oab',
      name: 'OAB 2ª Fase',
      slug: 'oab-2a-fase',
      description: 'Peça profissional e questões discursivas.',
    },
    {
      id: CATEGORY.militaresExercito,
      vertical: 'militares',
      name: 'Exército',
      slug: 'exercito',
      description: 'EsPCEx e ESA.',
    },
    {
      id: CATEGORY.militaresAeronautica,
      vertical: 'militares',
      name: 'Aeronáutica',
      slug: 'aeronautica',
      description: 'EEAR e EPCAR.',
    },
    {
      id: CATEGORY.vestibularesEnem,
      vertical: 'vestibulares',
      name: 'ENEM e vestibulares',
      slug: 'enem-e-vestibulares',
      description: 'ENEM, FUVEST e outros.',
    },
    {
      id: CATEGORY.vestibularesRedacao,
      vertical: 'vestibulares',
      name: 'Redação',
      slug: 'redacao',
      description: 'Redação para ENEM e vestibulares.',
    },
    {
      id: CATEGORY.juridicasMagistratura,
      vertical: 'carreiras-juridicas',
      name: 'Magistratura',
      slug: 'magistratura',
      description: 'Juiz estadual e federal.',
    },
    {
      id: CATEGORY.juridicasMinisterio,
      vertical: 'carreiras-juridicas',
      name: 'Ministério Público e Defensoria',
      slug: 'ministerio-publico-e-defensoria',
      description: 'Promotor e defensor.',
    },
  ];
}
