import { Fragment } from 'react';
import { ARENA_SEAT_TEAMS, type ArenaMode } from '@lootbay/shared/constants';
import { Icon } from '../../../components/ui/icon';
import './battle-builder.css';

/** A mode drawn as its seats, grouped by team: 1 v 1, 1 v 1 v 1, 2 v 2. */
export function ModeSeats({ mode }: { readonly mode: ArenaMode }) {
  const teams = ARENA_SEAT_TEAMS[mode].reduce<number[]>((sizes, team) => {
    sizes[team] = (sizes[team] ?? 0) + 1;
    return sizes;
  }, []);
  return (
    <span className="mode-seats" aria-hidden="true">
      {teams.map((size, team) => (
        <Fragment key={team}>
          {team > 0 && <span className="mode-seats__vs">vs</span>}
          <span className="mode-seats__team">
            {Array.from({ length: size }, (_, index) => (
              <Icon key={index} name="user" size={16} />
            ))}
          </span>
        </Fragment>
      ))}
    </span>
  );
}
