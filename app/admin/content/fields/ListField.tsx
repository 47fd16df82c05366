/**
 * A list (highlights, paragraphs, keywords, phases): each item with buttons to move it up or
 * down and to remove it, and one to add an item; the keyboard stays on a moved item.
 */
import { useRef, useState, type ReactNode } from "react";
import { format, useI18n } from "../../i18n";
import { useForm, type FieldProps } from "../form/context";
import { emptyValue, fieldId, type JsonSchema, type Path } from "../form/schema-tools";
import { withLanguage } from "../form/labels";
import { Group } from "../form/Group";

export function ListField(
  props: FieldProps & {
    renderItem(item: {
      schema: JsonSchema;
      value: unknown;
      path: Path;
      label: string;
      onChange(v: unknown): void;
    }): ReactNode;
  },
) {
  const { t } = useI18n();
  const { root } = useForm();
  const items = Array.isArray(props.value) ? props.value : [];
  const itemSchema = props.schema.items as JsonSchema;
  // Keys that follow the items when they move, so inputs keep their focus and text.
  const counter = useRef(items.length);
  const [keys, setKeys] = useState<number[]>(() => items.map((_, i) => i));
  const stableKeys =
    keys.length === items.length ? keys : items.map((_, i) => keys[i] ?? counter.current + i);
  const update = (next: unknown[], nextKeys: number[]) => {
    setKeys(nextKeys);
    props.onChange(next);
  };
  const move = (from: number, to: number) => {
    const next = [...items];
    const nextKeys = [...stableKeys];
    [next[from], next[to]] = [next[to], next[from]];
    [nextKeys[from], nextKeys[to]] = [nextKeys[to]!, nextKeys[from]!];
    update(next, nextKeys);
    requestAnimationFrame(() =>
      document
        .getElementById(`${fieldId([...props.path, to])}-${from < to ? "down" : "up"}`)
        ?.focus(),
    );
  };
  const canAdd = props.schema.maxItems === undefined || items.length < props.schema.maxItems;
  const canRemove = items.length > (props.schema.minItems ?? 0);
  return (
    <Group path={props.path} legend={withLanguage(t, props.label, props.language)}>
      {items.length === 0 ? <p className="text-sm text-ink-soft">{t.content.empty}</p> : null}
      <ol className="space-y-3">
        {items.map((item, index) => {
          const label = format(t.content.item, { label: props.label, number: index + 1 });
          const full = withLanguage(t, label, props.language);
          const path = [...props.path, index];
          const button = (
            name: string,
            text: string,
            action: () => void,
            disabled = false,
            id?: string,
          ) => (
            <button
              type="button"
              id={id}
              className={`btn-outline min-w-11 px-2 ${name === "remove" ? "text-danger" : ""}`}
              aria-label={format(text, { label: full })}
              title={format(text, { label: full })}
              disabled={disabled}
              onClick={action}
            >
              {name === "up" ? "↑" : name === "down" ? "↓" : "✕"}
            </button>
          );
          return (
            <li
              key={stableKeys[index]}
              className="flex min-w-0 flex-col gap-1 sm:flex-row sm:items-start"
            >
              <div className="min-w-0 flex-1">
                {props.renderItem({
                  schema: itemSchema,
                  value: item,
                  path,
                  label,
                  onChange: (v) => {
                    const next = [...items];
                    next[index] = v;
                    update(next, stableKeys);
                  },
                })}
              </div>
              <div className="flex shrink-0 gap-1 sm:pt-7">
                {button(
                  "up",
                  t.content.moveUp,
                  () => move(index, index - 1),
                  index === 0,
                  `${fieldId(path)}-up`,
                )}
                {button(
                  "down",
                  t.content.moveDown,
                  () => move(index, index + 1),
                  index === items.length - 1,
                  `${fieldId(path)}-down`,
                )}
                {button(
                  "remove",
                  t.content.remove,
                  () =>
                    update(
                      items.filter((_, i) => i !== index),
                      stableKeys.filter((_, i) => i !== index),
                    ),
                  !canRemove,
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {canAdd ? (
        <button
          type="button"
          className="btn-outline text-sm"
          onClick={() => {
            counter.current += items.length + 1;
            update([...items, emptyValue(itemSchema, root)], [...stableKeys, counter.current]);
          }}
        >
          {format(t.content.add, { label: withLanguage(t, props.label, props.language) })}
        </button>
      ) : null}
    </Group>
  );
}
