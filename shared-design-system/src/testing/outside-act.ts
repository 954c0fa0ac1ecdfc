/** React's flag telling it a test wraps every update in act(). */
const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * Lets what follows run as in a browser, not inside act(): a click's own update is rendered before the click
 * returns and the router's transition later (act() would render both at once and hide a control shown a render
 * late). Gives the function that puts act() back, for the end of the test.
 */
export function outsideAct(): () => void {
  const before = environment.IS_REACT_ACT_ENVIRONMENT;
  environment.IS_REACT_ACT_ENVIRONMENT = false;
  return () => {
    environment.IS_REACT_ACT_ENVIRONMENT = before;
  };
}
