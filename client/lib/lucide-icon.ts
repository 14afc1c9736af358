import { createElement, type ReactElement, type ReactNode, type Ref, type SVGProps } from 'react';

// lucide-react's icon factory, the same markup for less work per render. The build resolves
// lucide-react's own `createLucideIcon.mjs` to this file (vite.config.ts, `fastLucideIcons`): every
// icon module calls it once with its data. Lucide's component rebuilds the whole <svg> description on
// every render (the default attributes, a class set, each path's element): an icon-heavy page such as
// /tools (66 icons) spent ~10 % of its server render there. Here the paths' elements and the classes
// are made once per icon and reused (React elements are immutable); a render spreads the props onto
// one <svg>. tests/unit/lucide-icon.test.tsx checks the markup equals lucide's for the props the site
// uses and the ones it might.

type IconNode = readonly (readonly [string, Record<string, string | number>, unknown?])[];
type IconData = {
  name?: string;
  size?: number;
  width?: number;
  height?: number;
  node: IconNode;
  aliases?: unknown[];
};

export type IconProps = SVGProps<SVGSVGElement> & {
  ref?: Ref<SVGSVGElement>;
  size?: string | number;
  absoluteStrokeWidth?: boolean;
  nonScalingStroke?: boolean;
  children?: ReactNode;
};

const DEFAULT_SIZE = 24;
const DEFAULT_STROKE_WIDTH = 2;

function toKebabCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

function toPascalCase(name: string): string {
  return name.replace(/(^\w|-\w)/g, (part) => part.replace('-', '').toUpperCase());
}

function hasA11yProp(props: Record<string, unknown>): boolean {
  for (const prop in props) {
    if ((prop.startsWith('aria-') || prop === 'role' || prop === 'title') && props[prop] != null) return true;
  }
  return false;
}

/** Lucide's class merge: each token once, in order of first appearance. */
function mergeClasses(base: ReadonlySet<string>, className: string): string {
  const tokens = new Set(base);
  for (const token of className.split(/\s+/)) if (token) tokens.add(token);
  return [...tokens].join(' ');
}

/** An icon's shapes as elements (like lucide, a shape's own children are not drawn). */
function elementsOf(node: IconNode, extra?: Record<string, string>): ReactElement[] {
  return node.map(([tag, attributes]) =>
    createElement(tag, extra ? { ...extra, ...attributes } : attributes),
  );
}

export default function createLucideIcon(
  iconDataOrName: IconData | string,
  iconNode: IconNode = [],
  aliases: string[] = [],
) {
  const icon: IconData =
    typeof iconDataOrName === 'string'
      ? {
          name: toKebabCase(iconDataOrName),
          size: DEFAULT_SIZE,
          node: iconNode,
          ...(aliases.length > 0 ? { aliases } : {}),
        }
      : iconDataOrName;
  const viewBoxWidth = icon.size ?? icon.width ?? DEFAULT_SIZE;
  const viewBoxHeight = icon.size ?? icon.height ?? DEFAULT_SIZE;
  const viewBox = `0 0 ${viewBoxWidth} ${viewBoxHeight}`;
  const aliasClasses = (icon.aliases ?? [])
    .filter((alias): alias is string => typeof alias === 'string' && alias.trim() !== '')
    .map((alias) => `lucide-${alias}`);
  const baseClasses = new Set(['lucide', ...(icon.name ? [`lucide-${icon.name}`] : []), ...aliasClasses]);
  const baseClassName = [...baseClasses].join(' ');
  const paths = elementsOf(icon.node);

  function LucideIcon({
    color,
    size,
    width,
    height,
    strokeWidth,
    absoluteStrokeWidth,
    nonScalingStroke,
    className,
    children,
    ref,
    ...rest
  }: IconProps) {
    const stroke = strokeWidth ?? DEFAULT_STROKE_WIDTH;
    const drawn = nonScalingStroke ? elementsOf(icon.node, { vectorEffect: 'non-scaling-stroke' }) : paths;
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: width ?? size ?? DEFAULT_SIZE,
        height: height ?? size ?? DEFAULT_SIZE,
        viewBox,
        fill: 'none',
        stroke: color || 'currentColor',
        strokeWidth: absoluteStrokeWidth
          ? (Number(stroke) * Number(viewBoxWidth)) / Number(width ?? size ?? DEFAULT_SIZE)
          : stroke,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: className ? mergeClasses(baseClasses, className) : baseClassName,
        ...(children || hasA11yProp(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...drawn,
      children,
    );
  }
  if (icon.name) LucideIcon.displayName = toPascalCase(icon.name);
  return LucideIcon;
}
