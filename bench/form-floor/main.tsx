// The form floor of `npm run bench`: a product page's build-time HTML hydrated by a bare React tree of its own DOM,
// with plain uncontrolled inputs and no app logic: the least React can cost on this page. Keep it bare.
import { createElement, Fragment, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** HTML attribute names React spells otherwise. */
const RENAMED: Readonly<Record<string, string>> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  minlength: 'minLength',
  autocomplete: 'autoComplete',
  inputmode: 'inputMode',
  spellcheck: 'spellCheck',
  novalidate: 'noValidate',
  enterkeyhint: 'enterKeyHint',
  autocapitalize: 'autoCapitalize',
  autofocus: 'autoFocus',
  crossorigin: 'crossOrigin',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  srcset: 'srcSet',
};
const BOOLEAN = new Set(['required', 'disabled', 'readOnly', 'checked', 'multiple', 'hidden', 'open', 'noValidate', 'autoFocus', 'selected']);
const FORM_CONTROLS = new Set(['input', 'textarea', 'select']);

function styleObject(text: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of text.split(';')) {
    const at = declaration.indexOf(':');
    if (at < 0) continue;
    const name = declaration.slice(0, at).trim();
    const key = name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    style[key] = declaration.slice(at + 1).trim();
  }
  return style;
}

function propsOf(element: Element): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const attribute of element.attributes) {
    const name = RENAMED[attribute.name] ?? attribute.name;
    if (name === 'style') props.style = styleObject(attribute.value);
    else props[name] = BOOLEAN.has(name) ? true : attribute.value;
  }
  const tag = element.localName;
  if (FORM_CONTROLS.has(tag)) {
    // Plain inputs: uncontrolled, starting from what the build-time page shows.
    if ('value' in props) props.defaultValue = props.value;
    if (props.checked === true) props.defaultChecked = true;
    delete props.value;
    delete props.checked;
  }
  if (tag === 'textarea') props.defaultValue = element.textContent;
  if (tag === 'select') props.defaultValue = (element as HTMLSelectElement).value;
  if (tag === 'option') delete props.selected;
  return props;
}

function toReact(node: Node): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.nodeValue;
  if (!(node instanceof Element)) return null;
  const children = node.localName === 'textarea' ? [] : [...node.childNodes].map(toReact);
  return createElement(node.localName, propsOf(node), ...children);
}

const container = document.getElementById('finceptiv-root');
if (!container) throw new Error('#finceptiv-root is missing');
hydrateRoot(container, createElement(Fragment, null, ...[...container.childNodes].map(toReact)), {
  // A mismatch makes React render the page afresh, which no longer measures hydration: say so on the page.
  onRecoverableError: (error) => document.documentElement.setAttribute('data-floor-mismatch', String(error)),
});
