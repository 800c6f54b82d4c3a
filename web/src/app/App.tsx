import { AppRouter } from './AppRouter';
import { AppProvider } from './provider';
import { router } from './router';
import { makeStore } from './store';

const store = makeStore();

export function App() {
  return (
    <AppProvider store={store}>
      <AppRouter router={router} />
    </AppProvider>
  );
}
