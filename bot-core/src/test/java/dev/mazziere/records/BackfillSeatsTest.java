package dev.mazziere.records;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("The backfill reads who earned each seat from the table's state at the end")
class BackfillSeatsTest {

    private static UnrecordedMatch match(String extraJson) {
        return new UnrecordedMatch(7, "test", "scopa", "{}",
                List.of(new UnrecordedMatch.Seat(0, "anna", "anna", null),
                        new UnrecordedMatch.Seat(1, "carlo", "carlo", null)), extraJson);
    }

    @Test
    @DisplayName("a player who made their moves earned the seat; one who took the coach's hint did not, so the match rates nobody")
    void aHintedSeatEarnsNothing() {
        List<PlayedMatches.SeatFacts> plain = Backfill.seats(match("{\"moves\":[20,20],\"ownMoves\":[20,20]}"));
        List<PlayedMatches.SeatFacts> hinted = Backfill.seats(
                match("{\"moves\":[20,20],\"ownMoves\":[20,20],\"hints\":[0,2],\"hintHands\":[0,3]}"));

        assertThat(plain).extracting(PlayedMatches.SeatFacts::earned).containsExactly(true, true);
        assertThat(hinted).extracting(PlayedMatches.SeatFacts::earned).containsExactly(true, false);
    }
}
