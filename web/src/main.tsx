import './styles/tokens.css';
import './styles/base.css';
import './styles/forms.css';
import './styles/lists.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

createRoot(document.getElementById('root')!).render(<App />);
