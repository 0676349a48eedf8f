/**
 * A row above a list or a table: a title or a count at one end, filters and actions at the
 * other; it wraps on a narrow screen. Give it `role="toolbar"` and a name only when it holds
 * controls alone.
 */
import { styled } from "@linaria/react";

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;
