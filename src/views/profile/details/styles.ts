/** The PROFILE tab's own layout: the avatar, the details list, the forms' pairs of fields, the placeholders. */
import { styled } from "@linaria/react";
import { Form as UiForm } from "../../ui/Form";

export { TabCard as Card } from "../styles";

/** The avatar and the name beside it. */
export const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  min-width: 0;

  .avatar {
    flex: none;
    display: grid;
    place-items: center;
    width: 72px;
    height: 72px;
    border-radius: 50%;
    background: var(--brand-primary);
    color: var(--brand-primary-contrast);
    font-size: 26px;
    font-weight: 700;
    object-fit: cover;
  }

  .name {
    margin: 0;
    font-size: 18px;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;

/** The details as term and value pairs: two columns at 1280 px, one on a phone. */
export const DetailList = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px 24px;
  margin: 0;

  div {
    min-width: 0;
  }

  dt {
    color: var(--ink-muted);
    font-size: 14px;
  }

  dd {
    margin: 2px 0 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }

  @media (max-width: 991px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The profile's forms: the phone country and the number side by side at 1280 px. */
export const Form = styled(UiForm)`
  .pair {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 12px;
  }

  @media (max-width: 991px) {
    .pair {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

/** Grey blocks of the final layout's size while the details load. */
export const Skeleton = styled.div`
  display: grid;
  gap: 14px;

  span {
    display: block;
    height: 20px;
    border-radius: 6px;
    background: var(--surface-muted);
  }

  .avatar {
    width: 72px;
    height: 72px;
    border-radius: 50%;
  }
`;
