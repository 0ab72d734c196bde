/** The Players area: search at /admin/players, a player's page at /admin/players/:id. */
import { Route, Routes } from 'react-router';
import { PlayerPage } from './PlayerPage';
import { PlayerSearch } from './PlayerSearch';

/** The Players section. */
export function Component() {
  return (
    <Routes>
      <Route index element={<PlayerSearch />} />
      <Route path=":id" element={<PlayerPage />} />
    </Routes>
  );
}
