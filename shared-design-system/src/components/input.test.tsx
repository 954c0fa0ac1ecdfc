import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Input } from './input';

describe('Input', () => {
  it('is labelled and described by its hint', async () => {
    renderWithTheme(<Input label="Nome do caderno" hint="Máximo de 100 caracteres" />);
    const field = screen.getByRole('textbox', { name: 'Nome do caderno' });
    expect(field).toHaveAccessibleDescription('Máximo de 100 caracteres');
    expect(field).not.toHaveAttribute('aria-invalid');
    await userEvent.type(field, 'Direito');
    expect(field).toHaveValue('Direito');
  });

  it('announces an error: aria-invalid, described by it and spoken as an alert', async () => {
    function Form() {
      const [error, setError] = useState<string | undefined>();
      return (
        <>
          <Input label="IDs das questões" hint="Separe por ponto e vírgula" error={error} />
          <button type="button" onClick={() => setError('Digite ao menos um ID de questão')}>
            Adicionar
          </button>
        </>
      );
    }
    renderWithTheme(<Form />);
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    const field = screen.getByRole('textbox', { name: 'IDs das questões' });
    expect(field).toBeInvalid();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Separe por ponto e vírgula Digite ao menos um ID de questão');
    expect(screen.getByRole('alert')).toHaveTextContent('Digite ao menos um ID de questão');
  });

  it('shows the success state without marking the field invalid', () => {
    renderWithTheme(<Input label="Cupom" state="success" success="Cupom aplicado" />);
    const field = screen.getByRole('textbox', { name: 'Cupom' });
    expect(field).toBeValid();
    expect(field).toHaveAccessibleDescription('Cupom aplicado');
    expect(field).toHaveAttribute('data-state', 'success');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('forwards its ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(<Input label="E-mail" type="email" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'E-mail' }));
  });

  it('keeps the name when the label is visually hidden', () => {
    renderWithTheme(<Input label="Buscar" hideLabel placeholder="O que você quer estudar?" />);
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toBeInTheDocument();
  });
});
