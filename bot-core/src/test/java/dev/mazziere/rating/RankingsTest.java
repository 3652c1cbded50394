package dev.mazziere.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.time.Instant;
import java.time.YearMonth;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class RankingsTest {

    private static final ZoneId ROME = ZoneId.of("Europe/Rome");
    private static final Season MARCH = new Season(YearMonth.of(2026, 3), ROME);
    private static final String BOARD = RatingFixtures.BOARD;

    private final List<RatingUpdate> updates = new ArrayList<>();

    private static Rating points(int points, int matches) {
        // sigma 1: points = 30 * (mu - 3)
        return new Rating(points / 30.0 + 3, 1, matches);
    }

    private void update(String player, String at, int before, int after, int matches) {
        updates.add(new RatingUpdate(player, BOARD, Instant.parse(at), points(before, matches - 1), points(after, matches)));
    }

    @Test
    @DisplayName("a season ranks who played in it by the rating their last match of the month left, with the month's matches and change")
    void season() {
        update("anna", "2026-02-20T10:00:00Z", 500, 520, 30);
        update("anna", "2026-03-02T10:00:00Z", 520, 540, 31);
        update("bruno", "2026-03-03T10:00:00Z", 600, 570, 12);
        update("anna", "2026-03-10T10:00:00Z", 540, 610, 32);
        update("bruno", "2026-03-12T10:00:00Z", 570, 590, 13);
        update("carla", "2026-04-01T10:00:00Z", 700, 720, 50);

        List<Standing> ranking = Rankings.season(updates, BOARD, MARCH);

        assertThat(ranking).extracting(Standing::position, Standing::player, s -> s.rating().points(),
                Standing::matches, Standing::change)
                .containsExactly(tuple(1, "anna", 610, 2, 90),
                        tuple(2, "bruno", 590, 2, -10));
    }

    @Test
    @DisplayName("updates are taken in the order their matches ended, however they are listed")
    void orderOfUpdates() {
        update("anna", "2026-03-10T10:00:00Z", 540, 610, 32);
        update("anna", "2026-03-02T10:00:00Z", 520, 540, 31);

        Standing anna = Rankings.season(updates, BOARD, MARCH).get(0);

        assertThat(anna.rating().points()).isEqualTo(610);
        assertThat(anna.change()).isEqualTo(90);
    }

    @Test
    @DisplayName("other leaderboards do not enter a board's ranking")
    void otherBoards() {
        update("anna", "2026-03-02T10:00:00Z", 520, 540, 31);
        updates.add(new RatingUpdate("bruno", "scopone", Instant.parse("2026-03-05T10:00:00Z"), points(0, 0),
                points(40, 1)));

        assertThat(Rankings.season(updates, BOARD, MARCH)).extracting(Standing::player).containsExactly("anna");
    }

    @Test
    @DisplayName("the last season's podium is its first three")
    void podium() {
        update("a", "2026-03-01T10:00:00Z", 0, 100, 20);
        update("b", "2026-03-01T11:00:00Z", 0, 400, 20);
        update("c", "2026-03-01T12:00:00Z", 0, 300, 20);
        update("d", "2026-03-01T13:00:00Z", 0, 200, 20);
        update("a", "2026-04-01T10:00:00Z", 100, 900, 21);

        Season april = new Season(YearMonth.of(2026, 4), ROME);

        assertThat(Rankings.podium(updates, BOARD, april.previous())).extracting(Standing::player)
                .containsExactly("b", "c", "d");
        assertThat(Rankings.podium(updates, BOARD, april)).extracting(Standing::player).containsExactly("a");
    }

    @Test
    @DisplayName("the all-time ranking holds every rated player, with all their matches and this month's change (0 for who did not play)")
    void allTime() {
        update("anna", "2026-03-02T10:00:00Z", 520, 540, 31);
        update("anna", "2026-03-10T10:00:00Z", 540, 610, 32);
        Map<String, Rating> current = Map.of("anna", points(610, 32), "bruno", points(650, 80), "carla", points(610, 40));

        List<Standing> ranking = Rankings.allTime(current, updates, BOARD, MARCH);

        assertThat(ranking).extracting(Standing::player, Standing::matches, Standing::change).containsExactly(
                tuple("bruno", 80, 0),
                tuple("carla", 40, 0),
                tuple("anna", 32, 90));
        assertThat(ranking).extracting(Standing::position).containsExactly(1, 2, 3);
    }

    @Test
    @DisplayName("a provisional newcomer with a lucky win ranks below a settled player of lower mean")
    void provisionalRanksLow() {
        RatingUpdate lucky = new RatingUpdate("new", BOARD, Instant.parse("2026-03-02T10:00:00Z"), Rating.newcomer(),
                new Rating(29, 7.5, 1));
        RatingUpdate settled = new RatingUpdate("old", BOARD, Instant.parse("2026-03-02T11:00:00Z"), new Rating(24, 1.6, 60),
                new Rating(24.2, 1.6, 61));

        List<Standing> ranking = Rankings.season(List.of(lucky, settled), BOARD, MARCH);

        assertThat(ranking).extracting(Standing::player).containsExactly("old", "new");
        assertThat(ranking.get(1).rating().provisional()).isTrue();
    }
}
