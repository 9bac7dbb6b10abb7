import { useState } from 'react';
import { FISHING_BUY_MAX, type FishTool } from '@lootbay/shared/schemas/fishing';
import { formatMoney } from '@lootbay/shared/money';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Price } from '../../../components/ui/price';
import { ToolMark } from './tool-mark';
import './fishing.css';
import { useTranslation } from '../../../lib/i18n';
import { useRedrawAfterChange } from '../../../lib/use-redraw-after-change';

interface ToolCardProps {
  readonly tool: FishTool;
  readonly busy: boolean;
  readonly onBuy: (tool: FishTool, num: number) => void;
}

/** A rod (bought once) or a bait pack (bought by the pack), with what the member already has. */
export function ToolCard({ tool, busy, onBuy }: ToolCardProps) {
  const { t } = useTranslation();
  const [num, setNum] = useState(1);
  const redraw = useRedrawAfterChange();
  const owned = tool.kind === 'rod' && tool.owned === 1;
  return (
    <article className={`tool-card tool-card--${tool.kind} tool-card--level-${tool.level}`} data-tool-id={tool.id} aria-label={tool.name}>
      <span className="tool-card__art" aria-hidden="true">
        <ToolMark kind={tool.kind} size={40} />
        <span className="tool-card__level">L{tool.level}</span>
      </span>
      <h3 className="tool-card__name">{tool.name}</h3>
      <p className="tool-card__what">{tool.kind === 'rod' ? t('fishing.reaches', { level: tool.level }) : t('fishing.baitPack', { count: tool.bait, level: tool.level })}</p>
      <Price amount={tool.price} className="tool-card__price" />
      {tool.kind === 'bait' && <p className="tool-card__unit">{t('fishing.perBait', { price: formatMoney(Math.round(tool.price / tool.bait)) })}</p>}
      {tool.owned !== null && tool.kind === 'bait' && <p className="tool-card__held">{t('fishing.holding', { count: tool.owned })}</p>}
      {owned ? (
        <p className="tool-card__owned">
          <Icon name="check" size={14} />
          {t('fishing.owned')}
        </p>
      ) : (
        <div className="tool-card__buy">
          {tool.kind === 'bait' && (
            <label className="tool-card__num">
              <span className="visually-hidden">{t('fishing.quantity')}</span>
              <input
                type="number"
                min={1}
                max={FISHING_BUY_MAX}
                value={num}
                aria-label={t('fishing.quantity')}
                onChange={(event) => {
                  setNum(Math.min(FISHING_BUY_MAX, Math.max(1, Number(event.target.value) || 1)));
                  redraw();
                }}
              />
            </label>
          )}
          <Button onClick={() => onBuy(tool, tool.kind === 'rod' ? 1 : num)} disabled={busy} data-testid={`buy-${tool.id}`}>
            {busy ? t('fishing.buying') : t('fishing.buy')}
          </Button>
        </div>
      )}
    </article>
  );
}
