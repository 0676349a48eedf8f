/**
 * '/flights' (spec §2.3 'flight search'): the search form, with the form data of fetch_air_fields
 * (filghtFilterData, spec §3) loading behind a skeleton of the form's size, or its failure with a
 * retry. A search opens '/flights/listing' with the search in the URL, so it can be shared.
 */
import { flightLinksOf, searchOfQuery } from "@domain/flights";
import { useSelector } from "@views/useSelector";
import { useLocation } from "wouter";
import { useMessages } from "../i18n";
import { Alert, Button, Card, Note, Skeleton } from "../ui";
import { flightsMessages } from "./messages";
import type { FlightSearchPageProps } from "./parts";
import { SearchForm } from "./SearchForm";
import { Page } from "./styles";

export const FlightSearchPage = ({ sitePrefix, flow, query }: FlightSearchPageProps) => {
  const text = useMessages(flightsMessages);
  const [, navigate] = useLocation();
  // A reload of the form data (another currency) keeps the form and what is typed in it.
  const loading = useSelector(flow, (s) => s.matches({ facts: "loading" }) && s.context.facts === null);
  const failed = useSelector(flow, (s) => s.matches({ facts: "failed" }) && s.context.facts === null);
  const links = flightLinksOf(sitePrefix);
  return (
    <Page>
      <h1>{text.searchHeading}</h1>
      <Card data-flat="true" aria-busy={loading}>
        {loading ? (
          <>
            <Note live>{text.loadingForm}</Note>
            <Skeleton height={380} />
          </>
        ) : failed ? (
          <>
            <Alert>{text.formFailed}</Alert>
            <Button variant="link" onClick={() => flow.send({ type: "FLIGHTS.RETRY" })}>
              {text.tryAgain}
            </Button>
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
