/**
 * '/flights' (spec §2.3 'flight search'): the search form, with the form data of fetch_air_fields
 * (filghtFilterData, spec §3) loading behind a skeleton of the form's size, or its failure with a
 * retry. A search opens '/flights/listing' with the search in the URL, so it can be shared.
 */
import { flightLinksOf, searchOfQuery } from "@domain/flights";
import { useSelector } from "@views/useSelector";
import { useLocation } from "wouter";
import { AlertText, LinkButton, NoteText } from "../account/styles";
import { useMessages } from "../i18n";
import { skeleton } from "../theme/skeleton";
import { flightsMessages } from "./messages";
import type { FlightSearchFlow } from "./parts";
import { SearchForm } from "./SearchForm";
import { Card, Page, SkeletonCard } from "./styles";

export const FlightSearchPage = ({
  sitePrefix,
  flow,
  query,
}: {
  readonly sitePrefix: string;
  readonly flow: FlightSearchFlow;
  readonly query: Readonly<Record<string, string | undefined>>;
}) => {
  const text = useMessages(flightsMessages);
  const [, navigate] = useLocation();
  // A reload of the form data (another currency) keeps the form and what is typed in it.
  const loading = useSelector(flow, (s) => s.matches({ facts: "loading" }) && s.context.facts === null);
  const failed = useSelector(flow, (s) => s.matches({ facts: "failed" }) && s.context.facts === null);
  const links = flightLinksOf(sitePrefix);
  return (
    <Page>
      <h1>{text.searchHeading}</h1>
      <Card aria-busy={loading}>
        {loading ? (
          <>
            <NoteText role="status">{text.loadingForm}</NoteText>
            <SkeletonCard className={skeleton} aria-hidden="true" style={{ height: 380 }} />
          </>
        ) : failed ? (
          <>
            <AlertText role="alert">{text.formFailed}</AlertText>
            <LinkButton type="button" onClick={() => flow.send({ type: "FLIGHTS.RETRY" })}>
              {text.tryAgain}
            </LinkButton>
          </>
        ) : (
          <SearchForm
            initial={{
              ...searchOfQuery(query),
              trip_type: query.trip === "one_way" ? "one_way" : "return",
              return_date: query.trip === "one_way" ? null : (query.back ?? ""),
            }}
            flow={flow}
            submitLabel={text.search}
            onSearch={(search) => navigate(links.results(search))}
          />
        )}
      </Card>
    </Page>
  );
};
