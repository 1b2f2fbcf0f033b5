/**
 * Okabe & Ito's palette, distinguishable with every common colour-vision deficiency.
 * Series never rely on colour alone: the bars also carry ECharts' decal patterns and the
 * lines their own symbols, and every chart has its table.
 */
export const CHART_COLORS = [
  '#0072B2', // blue
  '#E69F00', // orange
  '#009E73', // bluish green
  '#CC79A7', // reddish purple
  '#56B4E9', // sky blue
  '#D55E00', // vermillion
  '#000000', // black
  '#F0E442', // yellow (last: low contrast on white)
] as const;

/** Targets and reference lines: dark grey, dashed. */
export const TARGET_COLOR = '#444444';

export const TEXT_COLOR = '#1f2328';
export const GRID_LINE_COLOR = '#e5e7eb';

/** Line symbols in series order, so two lines differ by shape as well as colour. */
export const LINE_SYMBOLS = ['circle', 'triangle', 'rect', 'diamond', 'pin', 'arrow'] as const;
