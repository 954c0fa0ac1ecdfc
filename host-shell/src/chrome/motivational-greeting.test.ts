import { firstNameOf, motivationalGreeting } from './motivational-greeting';

test('greets the first name by the hour', () => {
  expect(firstNameOf('  Ana Paula Souza ')).toBe('Ana');
  expect(motivationalGreeting('Ana Paula Souza', 8)).toMatch(/^Bom dia, Ana! /);
  expect(motivationalGreeting('Bruno Lima', 14)).toMatch(/^Boa tarde, Bruno! /);
  expect(motivationalGreeting('Carla', 22)).toMatch(/^Boa noite, Carla! /);
  expect(motivationalGreeting('', 22)).toMatch(/^Boa noite! /);
});
