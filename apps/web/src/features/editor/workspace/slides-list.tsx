import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { designLimits } from '@plakat/shared';
import { Button, Flex, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { addSlide, moveSlide, removeSlide, setSlideDuration, takenIds } from '../model/index.ts';
import type { DesignState } from './use-design-state.ts';

/** The design's slides (each shown for its duration, in order): pick, add, move, remove, and the shown one's time. */
export function SlidesList({ state, canEdit }: { state: DesignState; canEdit: boolean }) {
  const { t } = useTranslation('designEditor');
  const { doc, slideIndex } = state;
  const current = doc.slides[slideIndex];
  const add = () => {
    let added: string | null = null;
    state.applyDocument((d) => {
      const result = addSlide(d, takenIds(d), current.id);
      added = result.slideId;
      return result.doc;
    });
    if (added) state.setSlideIndex(slideIndex + 1);
  };
  return (
    <Flex vertical gap={8} style={{ padding: 12, borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={2} style={{ fontSize: 14, margin: 0 }}>
          {t('slides.title')}
        </Typography.Title>
        <Button
          size="small"
          icon={<PlusOutlined aria-hidden />}
          disabled={!canEdit || doc.slides.length >= designLimits.maxSlides}
          onClick={add}
        >
          {t('slides.add')}
        </Button>
      </Flex>
      <Flex wrap gap={4} role="group" aria-label={t('slides.title')}>
        {doc.slides.map((slide, index) => (
          <Button
            key={slide.id}
            size="small"
            type={index === slideIndex ? 'primary' : 'default'}
            aria-pressed={index === slideIndex}
            onClick={() => state.setSlideIndex(index)}
          >
            {slide.name || t('slides.numbered', { number: index + 1 })}
          </Button>
        ))}
      </Flex>
      <Flex gap={4} align="center" wrap>
        <Typography.Text id="slide-duration-label">{t('slides.duration')}</Typography.Text>
        <InputNumber
          size="small"
          aria-labelledby="slide-duration-label"
          min={designLimits.minSlideSeconds}
          max={designLimits.maxSlideSeconds}
          value={current.duration}
          disabled={!canEdit}
          suffix={t('slides.seconds')}
          style={{ width: 96 }}
          onChange={(value) =>
            value !== null &&
            state.applyDocument((d) => setSlideDuration(d, current.id, value), `duration:${current.id}`)
          }
        />
      </Flex>
      <Flex gap={4} align="center">
        <Button
          size="small"
          icon={<ArrowUpOutlined aria-hidden />}
          aria-label={t('slides.moveEarlier')}
          disabled={!canEdit || slideIndex === 0}
          onClick={() => {
            state.applyDocument((d) => moveSlide(d, current.id, slideIndex - 1));
            state.setSlideIndex(slideIndex - 1);
          }}
        />
        <Button
          size="small"
          icon={<ArrowDownOutlined aria-hidden />}
          aria-label={t('slides.moveLater')}
          disabled={!canEdit || slideIndex === doc.slides.length - 1}
          onClick={() => {
            state.applyDocument((d) => moveSlide(d, current.id, slideIndex + 1));
            state.setSlideIndex(slideIndex + 1);
          }}
        />
        <Button
          size="small"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('slides.remove')}
          disabled={!canEdit || doc.slides.length <= 1}
          onClick={() => {
            state.applyDocument((d) => removeSlide(d, current.id));
            state.setSlideIndex(Math.max(0, slideIndex - 1));
          }}
        />
      </Flex>
    </Flex>
  );
}
