package dev.mazziere.table.flow;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.game.DealEvent;
import dev.mazziere.game.MatchEvent;
import dev.mazziere.game.ScoreEvent;
import dev.mazziere.table.flow.Hands;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Where hands begin and end in a match's events")
class HandsTest {

    private static DealEvent dealBy(int dealer) {
        return new DealEvent(dealer, List.of(List.of(), List.of()), null);
    }

    private static ScoreEvent score(int a, int b) {
        return new ScoreEvent(null, List.of(a, b), List.of(a, b));
    }

    @Test
    @DisplayName("three new cards from the same dealer top up the hand; a deal after a hand's end starts a new one")
    void scopaRedealIsNoNewHand() {
        List<MatchEvent> events = List.of(dealBy(0), dealBy(0), score(1, 3), dealBy(1));

        assertThat(Hands.newHandDealt(events.subList(0, 2), 1)).as("the first three new cards").isFalse();
        assertThat(Hands.newHandDealt(events, 2)).as("the hand's end and the next deal").isTrue();
    }

    @Test
    @DisplayName("a hand thrown in for want of bids is followed by a new hand from the next dealer")
    void throwInStartsANewHand() {
        assertThat(Hands.newHandDealt(List.of(dealBy(2), dealBy(3)), 1)).isTrue();
    }

    @Test
    @DisplayName("a hand was just thrown in when the newest event is another dealer's deal with no hand's end before it")
    void justThrownIn() {
        assertThat(Hands.justThrownIn(List.of(dealBy(2), dealBy(3)))).isTrue();
        assertThat(Hands.justThrownIn(List.of(dealBy(2)))).as("the match's first deal").isFalse();
        assertThat(Hands.justThrownIn(List.of(dealBy(0), dealBy(0)))).as("three new cards").isFalse();
        assertThat(Hands.justThrownIn(List.of(dealBy(0), score(1, 0), dealBy(1)))).as("a hand's end").isFalse();
        assertThat(Hands.justThrownIn(List.of(dealBy(2), dealBy(3), score(1, 0)))).as("play went on").isFalse();
    }

    @Test
    @DisplayName("the last hand's end is the newest score; none in the first hand")
    void lastEnd() {
        assertThat(Hands.lastEndIndex(List.of(dealBy(0)))).isEqualTo(-1);
        assertThat(Hands.lastEndIndex(List.of(dealBy(0), score(1, 0), dealBy(1), score(2, 2), dealBy(0)))).isEqualTo(3);
    }

    @Test
    @DisplayName("the next hand's deal is no move; anything after it is")
    void movedSince() {
        List<MatchEvent> dealt = List.of(dealBy(0), score(1, 0), dealBy(1));

        assertThat(Hands.movedSince(dealt, 1)).isFalse();
        assertThat(Hands.movedSince(List.of(dealBy(0), score(1, 0), dealBy(1), score(2, 2)), 1)).isTrue();
    }
}
