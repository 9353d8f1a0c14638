/** A new element with a class and text. */
export function element<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text = '') {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

export const clear = (node: HTMLElement) => node.replaceChildren();

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
