/** The line colours of a chart, in order (Google Charts' first ten): the preview and the .xlsx draw alike. */
export const CHART_COLOURS = [
  '#4285f4',
  '#db4437',
  '#f4b400',
  '#0f9d58',
  '#ab47bc',
  '#00acc1',
  '#ff7043',
  '#9e9d24',
  '#5c6bc0',
  '#f06292',
] as const;
