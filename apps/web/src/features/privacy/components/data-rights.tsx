import type { MemberUser } from '@lootbay/shared/schemas/account';
import { memberPrivacy } from '../hooks/member-privacy';
import { ClosurePanel } from './closure-panel';
import { ExportPanel } from './export-panel';

/** The personal centre's privacy tab: the member's data export and account closure. */
export function DataRights({ member }: { readonly member: MemberUser }) {
  return (
    <div className="dr-rights">
      <ExportPanel />
      <ClosurePanel closure={memberPrivacy(member).closure} />
    </div>
  );
}
