/**
 * The '/common' page (spec §2.3): the site's own content, kept with its data (getCommonPage), as
 * a title and sections. A skeleton of the same size shows while it loads; a failure says so with a
 * retry.
 */

import { styled } from "@linaria/react";
import { useSelector } from "@views/useSelector";
import { useEffect } from "react";
import { useMessages } from "../i18n";
import { LoadFailed } from "../shell/LoadFailed";
import type { FlowRefs } from "../system";
import { Card, Page } from "../ui";
import { storeInfoMessages } from "./messages";

const Sections = styled.div`
  display: grid;
  gap: 16px;
  min-height: 240px;

  section {
    display: grid;
    gap: 6px;
  }
`;

const Bar = styled.div`
  height: 64px;
  border-radius: var(--radius);
  background: var(--line);
  opacity: 0.5;
`;

export const CommonPage = ({
  urlPrefix,
  flow,
}: {
  readonly urlPrefix: string;
  readonly flow: FlowRefs["commonPage"];
}) => {
  const text = useMessages(storeInfoMessages);
  const page = useSelector(flow, (s) => (s.matches("ready") ? s.context.page : null));
  const error = useSelector(flow, (s) => (s.matches("failed") ? s.context.error : null));

  useEffect(() => {
    flow.send({ type: "COMMON.OPEN", urlPrefix });
  }, [flow, urlPrefix]);

  return (
    <Page aria-busy={page === null && error === null} data-testid="common-page" data-width="column">
      {error !== null ? (
        <LoadFailed
          testId="common-failed"
          error={error}
          onRetry={() => flow.send({ type: "COMMON.RETRY" })}
        />
      ) : (
        <Card>
          {page === null ? (
            <Sections role="status" aria-label={text.commonLoading}>
              <Bar />
              <Bar />
              <Bar />
            </Sections>
          ) : (
            <>
              <h1>{page.title}</h1>
              <Sections>
                {page.sections.map((section) => (
                  <section key={section.heading}>
                    <h2>{section.heading}</h2>
                    <p>{section.body}</p>
                  </section>
                ))}
              </Sections>
            </>
          )}
        </Card>
      )}
    </Page>
  );
};
