export const aboutKeys = {
  all: ['admin', 'about'] as const,
  sections: () => [...aboutKeys.all, 'sections'] as const,
};
