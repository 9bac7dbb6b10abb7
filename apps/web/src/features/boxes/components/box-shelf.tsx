import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { useBoxCategories } from '../api/list-box-categories';
import { BoxCard } from './box-card';
import './boxes.css';
import { useTranslation } from '../../../lib/i18n';

const ALL = 'all';

/** The home page's boxes: category tabs, then each category's paid and free boxes as cards. */
export function BoxShelf() {
  const { t } = useTranslation();
  const categories = useBoxCategories();
  const [selected, setSelected] = useState(ALL);

  if (categories.isPending) {
    return (
      <div className="box-grid" aria-busy="true">
        {Array.from({ length: 8 }, (_, index) => (
          <span key={index} className="box-card box-card--skeleton" />
        ))}
      </div>
    );
  }
  if (categories.isError) return <EmptyState icon="box" title={t('boxes.loadError')} />;
  const shown = categories.data.filter((category) => category.boxes.length > 0 && (selected === ALL || category.id === selected));

  return (
    <div className="box-shelf">
      <div className="box-shelf__tabs" role="group" aria-label={t('boxes.categories')}>
        <button type="button" className="chip" aria-pressed={selected === ALL} onClick={() => setSelected(ALL)}>
          {t('boxes.allCategories')}
        </button>
        {categories.data.map((category) => (
          <button key={category.id} type="button" className="chip" aria-pressed={selected === category.id} onClick={() => setSelected(category.id)}>
            {category.name}
          </button>
        ))}
      </div>
      {shown.length === 0 && <EmptyState icon="box" title={t('boxes.empty')} />}
      {shown.map((category) => (
        <section key={category.id} className="box-shelf__category" aria-labelledby={`box-category-${category.id}`}>
          <h3 id={`box-category-${category.id}`} className="box-shelf__title">
            {category.name}
          </h3>
          <div className="box-grid">
            {category.boxes.map((box) => (
              <BoxCard key={box.id} box={box} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
