/** Entry: store, router, i18n. */
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<div>CaseArena</div>);
