import { Button, Flex, Popover } from 'antd';
import { type ReactNode, useState } from 'react';

/**
 * A toolbar button that opens a short menu (Add, Export). A popover of plain buttons rather than antd's Dropdown: the
 * Dropdown would split out of the chunk the list pages share (scripts/check-bundle-budget.mjs).
 */
export function MenuButton({
  label,
  icon,
  items,
  onPick,
  disabled,
  loading,
  testId,
}: {
  label: string;
  icon: ReactNode;
  items: { key: string; label: string }[];
  onPick: (key: string) => void;
  disabled?: boolean;
  loading?: boolean;
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open && !disabled}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomLeft"
      arrow={false}
      styles={{ container: { padding: 4 } }}
      content={
        <Flex vertical role="menu" aria-label={label}>
          {items.map((item) => (
            <Button
              key={item.key}
              type="text"
              role="menuitem"
              style={{ justifyContent: 'flex-start' }}
              onClick={() => {
                setOpen(false);
                onPick(item.key);
              }}
            >
              {item.label}
            </Button>
          ))}
        </Flex>
      }
    >
      <Button
        icon={icon}
        disabled={disabled}
        loading={loading}
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid={testId}
      >
        {label}
      </Button>
    </Popover>
  );
}
