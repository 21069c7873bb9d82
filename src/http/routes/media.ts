export const CONTENT_TYPES = {
  svg: 'image/svg+xml; charset=utf-8',
  pdf: 'application/pdf',
  json: 'application/json; charset=utf-8',
} as const;
