import { ChakraProvider, createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster';
import { queryClient } from '../lib/query-client';

const config = defineConfig({
  globalCss: { body: { bg: '#faf7f2', color: 'gray.900' } },
  theme: {
    semanticTokens: {
      colors: {
        // Chakra's default teal.600 under white text is 3.7:1; teal.700 meets WCAG AA (5.5:1).
        teal: { solid: { value: '{colors.teal.700}' }, fg: { value: '{colors.teal.800}' } },
        // The default error red (red.500) is 3.8:1 on white; red.700 reads at 6.5:1.
        fg: { error: { value: '{colors.red.700}' } },
      },
    },
    tokens: {
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
      },
    },
  },
});

const system = createSystem(defaultConfig, config);

export const AppProvider = ({ children }: { children: ReactNode }) => (
  <ChakraProvider value={system}>
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  </ChakraProvider>
);
