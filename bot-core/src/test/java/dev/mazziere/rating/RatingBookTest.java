package dev.mazziere.rating;

import static dev.mazziere.rating.RatingFixtures.AT;
import static dev.mazziere.rating.RatingFixtures.BOARD;
import static dev.mazziere.rating.RatingFixtures.match;
import static dev.mazziere.rating.RatingFixtures.side;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class RatingBookTest {

    @Test
    @DisplayName("a player nobody rated is a newcomer")
    void newcomer() {
        assertThat(new RatingBook(new Rater()).get("a", BOARD)).isEqualTo(Rating.newcomer());
    }

    @Test
    @DisplayName("each match is rated against the ratings the earlier ones left")
    void chainsMatches() {
        RatingBook book = new RatingBook(new Rater());

        RatingUpdate first = book.apply(match(side(1, "a"), side(2, "b"))).get(0);
        RatingUpdate second = book.apply(match(side(1, "a"), side(2, "c"))).get(0);

        assertThat(second.before()).isEqualTo(first.after());
        assertThat(book.get("a", BOARD)).isEqualTo(second.after());
        assertThat(book.get("a", BOARD).matches()).isEqualTo(2);
    }

    @Test
    @DisplayName("each leaderboard keeps its own rating: Scopone does not move Scopa")
    void boardsApart() {
        RatingBook book = new RatingBook(new Rater());

        book.apply(new RatedMatch("scopone", AT, List.of(side(1, "a", "b"), side(2, "c", "d"))));

        assertThat(book.get("a", "scopone").mu()).isGreaterThan(Rating.MU);
        assertThat(book.get("a", BOARD)).isEqualTo(Rating.newcomer());
        assertThat(book.board("scopone")).containsOnlyKeys("a", "b", "c", "d");
        assertThat(book.board(BOARD)).isEmpty();
    }

    @Test
    @DisplayName("replaying the matches from scratch gives the same ratings and updates as applying them one by one")
    void replay() {
        List<RatedMatch> matches = List.of(match(side(1, "a"), side(2, "b")), match(side(2, "a"), side(1, "c"), side(3, "b")),
                match(side(1, "b", "c"), side(1, "a", "d")));
        RatingBook oneByOne = new RatingBook(new Rater());
        List<RatingUpdate> expected = new ArrayList<>();
        matches.forEach(m -> expected.addAll(oneByOne.apply(m)));

        List<RatingUpdate> replayed = new ArrayList<>();
        RatingBook book = RatingBook.replay(matches, replayed::add);

        assertThat(replayed).isEqualTo(expected);
        assertThat(book.board(BOARD)).isEqualTo(oneByOne.board(BOARD));
        assertThat(book.size()).isEqualTo(4);
    }
}
