// The styles the picking screen drawn by the server needs for its first frame, written into
// its page (first-screen.ts): the rules of the app's stylesheets whose selectors name a class
// the screen's markup uses, or no class at all (the document's, the colour scheme's). A tablet
// then paints the screen without first fetching, parsing and matching the whole of Mantine's
// stylesheet (about 200 kB) at its slow CPU; the whole stylesheets still come, preloaded by
// index.html and put in by the app when it runs, with the same rules in the same order.
import postcss, { type ChildNode, type Container } from 'postcss';

/** Cached picks: the screen's markup uses a handful of class sets (a card, a dialog). */
const KEPT_PICKS = 32;
const CLASS_IN_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/** The classes the markup uses. */
export function classesOf(markup: string): Set<string> {
  const classes = new Set<string>();
  for (const [, names] of markup.matchAll(CLASS_ATTRIBUTE)) for (const name of names!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/**
 * Whether a rule's selector can match in markup using `classes`: it names one of them, or none
 * at all. A class inside :not() is no requirement: `button:not(.x)` matches without it.
 */
function selectorMatches(selector: string, classes: Set<string>): boolean {
  const named = [...selector.replace(/:not\([^)]*\)/g, '').matchAll(CLASS_IN_SELECTOR)].map((found) => found[1]!);
  return named.length === 0 || named.some((name) => classes.has(name));
}

/** The text of the nodes of `container` that `classes` may use; @media and the like by their children. */
function pick(container: Container<ChildNode>, classes: Set<string>): string {
  let kept = '';
  for (const node of container.nodes ?? []) {
    if (node.type === 'rule') {
      if (node.selectors.some((selector) => selectorMatches(selector, classes))) kept += node.toString();
    } else if (node.type === 'atrule' && node.nodes && node.name !== 'keyframes') {
      const inner = pick(node, classes);
      if (inner) kept += `@${node.name} ${node.params}{${inner}}`;
    } else if (node.type === 'atrule') {
      kept += node.toString();
    }
  }
  return kept;
}

export interface FirstScreenStyles {
  /** The rules the markup's first frame needs, as one stylesheet's text. */
  forMarkup(markup: string): string;
}

/** Parses the stylesheets once (about 130 ms for the app's two); each page's pick is then a walk. */
export function firstScreenStyles(stylesheets: string[]): FirstScreenStyles {
  const roots = stylesheets.map((text) => postcss.parse(text));
  const picks = new Map<string, string>();
  return {
    forMarkup(markup) {
      const classes = classesOf(markup);
      const key = [...classes].sort().join(' ');
      const cached = picks.get(key);
      if (cached !== undefined) return cached;
      const picked = roots.map((root) => pick(root, classes)).join('');
      if (picks.size >= KEPT_PICKS) picks.delete(picks.keys().next().value!);
      picks.set(key, picked);
      return picked;
    },
  };
}
