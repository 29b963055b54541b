import { VisuallyHiddenBlock } from '../layout/VisuallyHiddenBlock';

export interface ChartTableRow {
  key: string;
  /** The row's name first (a row header), then its figures, formatted, in the order of `headers`. */
  cells: readonly string[];
}

export interface ChartTableProps {
  caption: string;
  headers: readonly string[];
  rows: readonly ChartTableRow[];
}

/**
 * A chart's text alternative: the same figures as a table, hidden from the eye but reached by a screen reader
 * in the page's reading order (the drawing itself is hidden from assistive technology).
 */
export function ChartTable({ caption, headers, rows }: ChartTableProps) {
  return (
    <VisuallyHiddenBlock>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, cells: [name, ...figures] }) => (
            <tr key={key}>
              <th scope="row">{name}</th>
              {figures.map((figure, index) => (
                <td key={index}>{figure}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHiddenBlock>
  );
}
