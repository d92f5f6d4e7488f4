import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  DEFAULT_THEME,
  keys,
  luminance,
  parseThemeColor,
  type AnchorFactory,
  type BadgeFactory,
  type CSSVariablesResolver,
  type ExtendComponent,
  type ListFactory,
  type SelectFactory,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * Contrast is fixed here, once for every page, rather than page by page: every colour a badge, button
 * or text can take is picked so that its text reaches WCAG AA (4.5:1) in both schemes.
 */
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const AA = 4.6; // 4.5 with a little room for rounding and anti-aliasing
const WHITE = '#ffffff';
const BLACK = '#000000';
const colors = DEFAULT_THEME.colors;
const DARK_BODY = colors.dark[7];
const DARK_CARD = colors.dark[6];

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The first colour of `candidates` that reads at AA on every background, else the last one. */
function firstReadable(candidates: string[], backgrounds: string[]): string {
  return candidates.find((c) => backgrounds.every((bg) => contrast(c, bg) >= AA)) ?? (candidates.at(-1) as string);
}

/** Darker and darker versions of a colour, for the hues (yellow, lime) whose own shades are all too light. */
const darkening = (color: string) => [0, 0.1, 0.2, 0.3, 0.4, 0.5].map((amount) => darken(color, amount));

interface Tones {
  /** Filled background and the text on it (white, or black on the light hues). */
  filled: string;
  filledHover: string;
  onFilled: string;
  /** Text (and outline) on the page in each scheme; text on the tinted "light" background in light scheme. */
  textLight: string;
  textDark: string;
  lightVariantText: string;
}

function tones(name: string): Tones {
  const shades = colors[name] as unknown as string[];
  // A shade from 6 up that carries white text; the light hues (green, yellow, orange, lime) get black text on shade 6.
  const whiteShade = [6, 7, 8, 9].find((i) => contrast(shades[i]!, WHITE) >= AA);
  const filledIndex = whiteShade ?? 6;
  const onFilled = whiteShade === undefined ? BLACK : WHITE;
  const text = (bgs: string[]) => firstReadable([...[6, 7, 8].map((i) => shades[i]!), ...darkening(shades[9]!)], bgs);
  return {
    filled: shades[filledIndex]!,
    filledHover: shades[whiteShade === undefined ? 7 : Math.min(filledIndex + 1, 9)]!,
    onFilled,
    textLight: text([WHITE, colors.gray[0]]),
    textDark: firstReadable(
      [4, 3, 2, 1, 0].map((i) => shades[i]!),
      [DARK_BODY, DARK_CARD],
    ),
    lightVariantText: text([shades[1]!, shades[2]!]),
  };
}

const PALETTE = keys(colors);
const TONES = Object.fromEntries(PALETTE.map((name) => [name, tones(name)])) as Record<string, Tones>;

const cssVariablesResolver: CSSVariablesResolver = () => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': colors.gray[7],
    '--mantine-color-anchor': TONES.blue!.textLight,
    '--mantine-color-error': TONES.red!.textLight,
  };
  const dark: Record<string, string> = {
    '--mantine-color-dimmed': colors.dark[1],
    '--mantine-color-anchor': TONES.blue!.textDark,
    '--mantine-color-error': TONES.red!.textDark,
  };
  for (const name of PALETTE) {
    const t = TONES[name]!;
    for (const scheme of [light, dark]) {
      scheme[`--mantine-color-${name}-filled`] = t.filled;
      scheme[`--mantine-color-${name}-filled-hover`] = t.filledHover;
      scheme[`--mantine-color-${name}-contrast`] = t.onFilled;
    }
    light[`--mantine-color-${name}-text`] = t.textLight;
    light[`--mantine-color-${name}-outline`] = t.textLight;
    light[`--mantine-color-${name}-light-color`] = t.lightVariantText;
    dark[`--mantine-color-${name}-text`] = t.textDark;
    dark[`--mantine-color-${name}-outline`] = t.textDark;
  }
  return { variables: {}, light, dark };
};

/** Filled buttons and badges take the text colour chosen for their hue (Mantine's default is always white). */
const variantColorResolver: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (input.variant === 'filled' && parsed.isThemeColor && parsed.shade === undefined && TONES[parsed.color]) {
    return { ...resolved, color: `var(--mantine-color-${parsed.color}-contrast)` };
  }
  return resolved;
};

export const theme = createTheme({
  primaryColor: 'blue',
  fontFamily: FONT,
  headings: { fontFamily: FONT },
  defaultRadius: 'md',
  variantColorResolver,
  // Plain objects, type-checked as `List.extend(...)` checks them: importing a component to call its
  // `extend` would bring its code and styles into the entry (the first page shows no list).
  components: {
    // A link inside a sentence must stand out by more than its colour (axe: link-in-text-block).
    Anchor: { defaultProps: { underline: 'always' } } satisfies ExtendComponent<AnchorFactory>,
    // A status badge beside a long name must keep its word ('Available', 'Pending'): the name wraps instead.
    Badge: { styles: { root: { flexShrink: 0 } } } satisfies ExtendComponent<BadgeFactory>,
    // Mantine sets line-height 1 on a centred list item, which packs a wrapped line onto the one above.
    List: { styles: { item: { lineHeight: 'var(--list-lh)' } } } satisfies ExtendComponent<ListFactory>,
    // A closed select's list is not kept in the page (Mantine keeps it, hidden): each kept list is measured
    // by Floating UI as it mounts, a forced style pass over the whole new page (100+ ms on a phone's CPU on
    // /rooms). The input names its list (aria-controls) only while it is open, so nothing points at it.
    Select: { defaultProps: { comboboxProps: { keepMounted: false } } } satisfies ExtendComponent<SelectFactory>,
  },
});

export { cssVariablesResolver };
