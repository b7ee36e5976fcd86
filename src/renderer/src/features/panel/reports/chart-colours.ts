// SVG fills cannot read CSS variables: the charts take the theme's colours as values.
export const CHART_PRIMARY = '#1e906e'; // doca.7
export const CHART_MUTED = '#adb5bd'; // gray.5
