import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/** Renders a screen inside Chakra and a router at `path`, with a probe for where navigation lands. */
export const renderAt = (path: string, element: ReactElement, routePath = '*') =>
  render(
    <ChakraProvider value={defaultSystem}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePath} element={element} />
          <Route path="/login" element={<p>login screen</p>} />
          <Route path="/sales" element={<p>sales screen</p>} />
          <Route path="/admin" element={<p>back office screen</p>} />
          <Route path="/my-requests" element={<p>my requests screen</p>} />
          <Route path="/" element={<p>home screen</p>} />
        </Routes>
      </MemoryRouter>
    </ChakraProvider>,
  );
