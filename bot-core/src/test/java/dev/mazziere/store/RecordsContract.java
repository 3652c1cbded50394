package dev.mazziere.store;

import static dev.mazziere.store.FinishedMatches.BOARD;
import static dev.mazziere.store.FinishedMatches.PLATFORM;
import static dev.mazziere.store.FinishedMatches.computer;
import static dev.mazziere.store.FinishedMatches.finish;
import static dev.mazziere.store.FinishedMatches.player;
import static dev.mazziere.store.FinishedMatches.taken;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.mazziere.ai.Level;
import dev.mazziere.rating.Rating;
import dev.mazziere.rating.RatingUpdate;
import dev.mazziere.records.BoardRecord;
import dev.mazziere.records.Counters;
import dev.mazziere.records.GlobalBoard;
import dev.mazziere.records.PlayedMatch;
import dev.mazziere.records.PlayedSeat;
import dev.mazziere.records.PlayerProfile;
import dev.mazziere.records.PlayerRecords;
import dev.mazziere.records.RatedPlayer;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CyclicBarrier;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The contract of the players' records in a store: a match's end and its ratings in one
 * transaction, once; what counts in a rating and what only in a profile; the rankings'
 * reads; the global-ranking opt-in; the retention; and a rebuild from scratch. Part of
 * {@link StoreContractTest}, on both databases. {@code /deleteme} has its own,
 * {@link ForgetContract}.
 */
interface RecordsContract {

    Store store();

    Store another();

    MutableClock clock();

    /** A connection of its own to the store's database, for what the store's API cannot do. */
    Connection connect() throws SQLException;

    Instant FAR = Instant.parse("2100-01-01T00:00:00Z");

    private PlayerRecords records() {
        return store().records();
    }

    private Rating rating(String user) {
        return records().chatRatings(PLATFORM, "c1", BOARD).stream().filter(p -> p.userId().equals(user))
                .map(RatedPlayer::rating).findFirst().orElse(null);
    }

    @Test
    @DisplayName("a match's end and its ratings are saved together; recording it again changes nothing")
    default void recordsWithTheEnd() {
        // given a match of Anna against Bruno, ended with its ratings
        PlayedMatch m = finish(store(), "c1", player("u-anna", "Anna", 0, 1), player("u-bruno", "Bruno", 1, 2));

        // when it is recorded again (a retry, or the start-up's catch-up)
        boolean again = records().record(m);

        // then the winner went up and the loser down, once, each with one dated update
        assertThat(again).isFalse();
        assertThat(rating("u-anna").mu()).isGreaterThan(Rating.MU);
        assertThat(rating("u-bruno").mu()).isLessThan(Rating.MU);
        assertThat(rating("u-anna").matches()).isEqualTo(1);
        List<RatingUpdate> history = records().chatHistory(PLATFORM, "c1", BOARD, Instant.EPOCH, FAR);
        assertThat(history).extracting(RatingUpdate::player).containsExactlyInAnyOrder("telegram:u-anna",
                "telegram:u-bruno");
        assertThat(history).allSatisfy(u -> assertThat(u.at()).isEqualTo(clock().instant()));
        assertThat(records().unrecorded(10)).isEmpty();
    }

    @Test
    @DisplayName("an end refused as a conflict records nothing: the ratings roll back with it")
    default void conflictRecordsNothing() {
        // given a playing table, its end written by another instance first
        FinishedMatches.PlayingAt p = FinishedMatches.start(store(), "c1", player("u-anna", "Anna", 0, 1),
                player("u-bruno", "Bruno", 1, 2));
        PlayedMatch played = new PlayedMatch(p.matchId(), PLATFORM, BOARD, "scopa",
                FinishedMatches.seats(player("u-anna", "Anna", 0, 1), player("u-bruno", "Bruno", 1, 2)));
        TableChange end = FinishedMatches.end(store(), p, played);
        StoreContractTest.committed(another().commit(end));

        // when this instance ends it too, on the version it had read
        TableCommit outcome = store().commit(end, played);

        // then it is a conflict, and no rating or profile was written
        assertThat(outcome).isInstanceOf(TableCommit.Conflict.class);
        assertThat(records().profile(PLATFORM, "u-anna", Instant.EPOCH)).isEmpty();
        assertThat(records().unrecorded(10)).extracting(u -> u.matchId()).containsExactly(p.matchId());
    }

    @Test
    @DisplayName("a seat the computer took over: the others' profiles count the match, nobody's rating moves")
    default void takenOverSeat() {
        // given Traversone for three whose third player left to the computer
        finish(store(), "c1", player("u-anna", "Anna", 0, 1), player("u-bruno", "Bruno", 1, 2),
                taken("u-carla", "Carla", 2, 3));

        // then Anna and Bruno have the match in their profiles, Carla has nothing, and nobody a rating
        assertThat(records().profile(PLATFORM, "u-anna", Instant.EPOCH).orElseThrow().boards())
                .extracting(BoardRecord::counters).containsExactly(new Counters(1, 1, 1, 1));
        assertThat(records().profile(PLATFORM, "u-anna", Instant.EPOCH).orElseThrow().boards().getFirst().rating())
                .isNull();
        assertThat(records().profile(PLATFORM, "u-carla", Instant.EPOCH)).isEmpty();
        assertThat(records().chatRatings(PLATFORM, "c1", BOARD)).isEmpty();
        assertThat(records().chatHistory(PLATFORM, "c1", BOARD, Instant.EPOCH, FAR)).isEmpty();
    }

    @Test
    @DisplayName("a computer player added from the start is rated against at its level; the computer alone rates nobody")
    default void computerPlayers() {
        // given a solo match against the computer, then Anna, Bruno and a hard computer
        finish(store(), "c1", player("u-anna", "Anna", 0, 1), computer("🤖 Lucia", Level.EASY, 1, 2));
        assertThat(records().chatRatings(PLATFORM, "c1", BOARD)).isEmpty();
        finish(store(), "c1", player("u-anna", "Anna", 0, 2), computer("🤖 Mario", Level.HARD, 1, 1),
                player("u-bruno", "Bruno", 2, 3));

        // then only the second moved ratings, Anna's first one, and both count in her profile
        assertThat(rating("u-anna").matches()).isEqualTo(1);
        assertThat(records().profile(PLATFORM, "u-anna", Instant.EPOCH).orElseThrow().boards().getFirst().counters())
                .isEqualTo(new Counters(2, 1, 0, 1));
    }

    @Test
    @DisplayName("a profile counts matches, wins, the current and best run of wins and each feat, per leaderboard")
    default void profile() {
        // given Anna winning twice with scope, losing, then winning; and a Scopone with Bruno
        finish(store(), "c1", player("u-anna", "Anna", 0, 1, Map.of("scopa", 2)), player("u-bruno", "Bruno", 1, 2));
        clock().advance(Duration.ofHours(1));
        Instant second = clock().instant();
        finish(store(), "c1", player("u-anna", "Anna", 0, 1, Map.of("scopa", 1, "settebello", 1)),
                player("u-bruno", "Bruno", 1, 2));
        clock().advance(Duration.ofHours(1));
        finish(store(), "c1", player("u-anna", "Anna", 0, 2), player("u-bruno", "Bruno", 1, 1));
        clock().advance(Duration.ofHours(1));
        finish(store(), "c1", player("u-anna", "Anna", 0, 1), player("u-bruno", "Bruno", 1, 2));
        finish(store(), "c2", "scopone", player("u-anna", "Anna B.", 0, 2), player("u-carla", "Carla", 1, 1),
                player("u-bruno", "Bruno", 0, 2), player("u-dario", "Dario", 1, 1));

        // when her profile is read, with her updates since the second match
        PlayerProfile p = records().profile(PLATFORM, "u-anna", second).orElseThrow();

        // then each board has its counters, feats and rating, the most played first, under her latest name
        assertThat(p.name()).isEqualTo("Anna B.");
        assertThat(p.globalRanking()).isFalse();
        assertThat(p.boards()).extracting(BoardRecord::board).containsExactly("scopa", "scopone");
        BoardRecord scopa = p.boards().getFirst();
        assertThat(scopa.counters()).isEqualTo(new Counters(4, 3, 1, 2));
        assertThat(scopa.feats()).isEqualTo(Map.of("scopa", 3, "settebello", 1));
        assertThat(scopa.rating().matches()).isEqualTo(4);
        assertThat(p.boards().get(1).counters()).isEqualTo(new Counters(1, 0, 0, 0));
        assertThat(p.history()).hasSize(4);
        assertThat(p.history()).isSortedAccordingTo(java.util.Comparator.comparing(RatingUpdate::at));
        assertThat(records().profile(PLATFORM, "u-nobody", Instant.EPOCH)).isEmpty();
    }

    @Test
    @DisplayName("a chat's ranking reads its own players' ratings, and their updates in a season")
    default void chatRanking() {
        // given Anna and Bruno in chat c1, Carla and Dario in c2
        finish(store(), "c1", player("u-anna", "Anna", 0, 1), player("u-bruno", "Bruno", 1, 2));
        Instant first = clock().instant();
        clock().advance(Duration.ofDays(40));
        finish(store(), "c1", player("u-anna", "Anna", 0, 2), player("u-bruno", "Bruno", 1, 1));
        finish(store(), "c2", player("u-carla", "Carla", 0, 1), player("u-dario", "Dario", 1, 2));

        // when c1's ratings, and its updates from day 30 on, are read
        List<RatedPlayer> c1 = records().chatRatings(PLATFORM, "c1", BOARD);
        List<RatingUpdate> since = records().chatHistory(PLATFORM, "c1", BOARD, first.plus(Duration.ofDays(30)), FAR);

        // then both of c1 with two matches each, and only the second match's updates
        assertThat(c1).extracting(RatedPlayer::name).containsExactlyInAnyOrder("Anna", "Bruno");
        assertThat(c1).allSatisfy(p -> assertThat(p.rating().matches()).isEqualTo(2));
        assertThat(since).hasSize(2).allSatisfy(u -> assertThat(u.after().matches()).isEqualTo(2));
    }

    /** Each leaderboard of the global ranking with the names of its top, best first. */
    /** Given: one Scopa match in c1 with these seats, then Anna and Bruno, in that order, join the global ranking. */
    private void annaAndBrunoRankedAfter(PlayedSeat first, PlayedSeat second) {
        finish(store(), "c1", first, second);
        records().setGlobalRanking(PLATFORM, "u-anna", "Anna", true);
        records().setGlobalRanking(PLATFORM, "u-bruno", "Bruno", true);
    }

    private Map<String, List<String>> globalNames(Store on) {
        Map<String, List<String>> out = new LinkedHashMap<>();
        on.records().globalRanking(10, Instant.EPOCH, FAR)
                .forEach(b -> out.put(b.board(), b.top().stream().map(RatedPlayer::name).toList()));
        return out;
    }

    @Test
    @DisplayName("the global ranking holds only players who joined it, private by default, best first")
    default void globalRanking() {
        // given three players, Anna the best
        finish(store(), "c1", player("u-anna", "Anna", 0, 1), player("u-bruno", "Bruno", 1, 2));
        finish(store(), "c2", player("u-anna", "Anna", 0, 1), player("u-carla", "Carla", 1, 2));
        assertThat(records().globalRanking(10, Instant.EPOCH, FAR)).isEmpty();

        // when Carla and Anna join it, and Bruno joins and leaves
        records().setGlobalRanking(PLATFORM, "u-carla", "Carla", true);
        records().setGlobalRanking(PLATFORM, "u-anna", "Anna", true);
        records().setGlobalRanking(PLATFORM, "u-bruno", "Bruno", true);
        records().setGlobalRanking(PLATFORM, "u-bruno", "Bruno", false);

        // then the ranking is Anna then Carla, with their updates of the season
        List<GlobalBoard> global = records().globalRanking(10, Instant.EPOCH, FAR);
        assertThat(global).extracting(GlobalBoard::board).containsExactly(BOARD);
        assertThat(global.getFirst().top()).extracting(RatedPlayer::name).containsExactly("Anna", "Carla");
        assertThat(global.getFirst().updates()).hasSize(3)
                .extracting(RatingUpdate::player).doesNotContain("telegram:u-bruno");
        assertThat(records().profile(PLATFORM, "u-bruno", Instant.EPOCH).orElseThrow().globalRanking()).isFalse();
    }

    @Test
    @DisplayName("the global ranking is read at once: every leaderboard by name, the best `limit` of each, and only their updates in the span")
    default void globalRankingAtOnce() {
        // given Anna beating Bruno then Carla at Scopone, and a day later Carla beating Bruno at Scopa; all three joined
        finish(store(), "c1", "scopone", player("u-anna", "Anna", 0, 1), player("u-bruno", "Bruno", 1, 2));
        finish(store(), "c1", "scopone", player("u-anna", "Anna", 0, 1), player("u-carla", "Carla", 1, 2));
        clock().advance(Duration.ofDays(1));
        Instant second = clock().instant();
        finish(store(), "c2", "scopa", player("u-carla", "Carla", 0, 1), player("u-bruno", "Bruno", 1, 2));
        for (String who : List.of("Anna", "Bruno", "Carla")) {
            records().setGlobalRanking(PLATFORM, "u-" + who.toLowerCase(java.util.Locale.ROOT), who, true);
        }

        // when the whole ranking is read, and the best one of each board for the second day
        List<GlobalBoard> all = records().globalRanking(10, Instant.EPOCH, FAR);
        List<GlobalBoard> best = records().globalRanking(1, second, FAR);

        // then every board comes by name with all its players and their updates
        assertThat(all).extracting(GlobalBoard::board).containsExactly("scopa", "scopone");
        assertThat(all.get(0).top()).extracting(RatedPlayer::name).containsExactly("Carla", "Bruno");
        assertThat(all.get(0).updates()).hasSize(2);
        assertThat(all.get(1).top()).extracting(RatedPlayer::name).startsWith("Anna")
                .containsExactlyInAnyOrder("Anna", "Bruno", "Carla");
        assertThat(all.get(1).updates()).hasSize(4).allSatisfy(u -> assertThat(u.board()).isEqualTo("scopone"))
                .isSortedAccordingTo(java.util.Comparator.comparing(RatingUpdate::at));
        // and the best one of each, with only its own updates of the span: Carla's win, none of Anna's
        assertThat(best).extracting(GlobalBoard::board).containsExactly("scopa", "scopone");
        assertThat(best.get(0).top()).extracting(RatedPlayer::name).containsExactly("Carla");
        assertThat(best.get(0).updates()).extracting(RatingUpdate::player).containsExactly("telegram:u-carla");
        assertThat(best.get(1).top()).extracting(RatedPlayer::name).containsExactly("Anna");
        assertThat(best.get(1).updates()).isEmpty();
    }

    @Test
    @DisplayName("each top player's span in the global ranking is their first and last update in it: three matches give two")
    default void globalRankingSpanEnds() {
        // given Anna beating Bruno three times an hour apart, Anna in the global ranking
        List<Instant> at = new java.util.ArrayList<>();
        for (int i = 0; i < 3; i++) {
            at.add(clock().instant());
            finish(store(), "c1", player("u-anna", "Anna", 0, 1), player("u-bruno", "Bruno", 1, 2));
            clock().advance(Duration.ofHours(1));
        }
        records().setGlobalRanking(PLATFORM, "u-anna", "Anna", true);
        List<RatingUpdate> all = records().chatHistory(PLATFORM, "c1", BOARD, Instant.EPOCH, FAR).stream()
                .filter(u -> u.player().equals("telegram:u-anna")).toList();

        // when the global ranking is read
        List<RatingUpdate> span = records().globalRanking(10, Instant.EPOCH, FAR).getFirst().updates();

        // then it holds her first update and her last, which span her change over the three
        assertThat(span).extracting(RatingUpdate::at).containsExactly(at.get(0), at.get(2));
        assertThat(span.getFirst()).isEqualTo(all.getFirst());
        assertThat(span.getLast()).isEqualTo(all.getLast());
    }

    @Test
    @DisplayName("a player who goes private leaves the global ranking at once, ratings kept; public again, she is back")
    default void globalRankingPrivateAtOnce() {
        // given Anna and Bruno in the global ranking, on two boards, read once
        finish(store(), "c1", player("u-anna", "Anna", 0, 1), player("u-bruno", "Bruno", 1, 2));
        finish(store(), "c1", "scopone", player("u-anna", "Anna", 0, 1), player("u-bruno", "Bruno", 1, 2));
        records().setGlobalRanking(PLATFORM, "u-anna", "Anna", true);
        records().setGlobalRanking(PLATFORM, "u-bruno", "Bruno", true);
        assertThat(globalNames(store())).isEqualTo(Map.of(BOARD, List.of("Anna", "Bruno"), "scopone", List.of("Anna", "Bruno")));
        Rating anna = rating("u-anna");

        // when Anna goes private, then the next read lacks her on every board, and her chat's ranking keeps her rating
        records().setGlobalRanking(PLATFORM, "u-anna", "Anna", false);
        assertThat(globalNames(store())).isEqualTo(Map.of(BOARD, List.of("Bruno"), "scopone", List.of("Bruno")));
        assertThat(rating("u-anna")).isEqualTo(anna);

        // when she plays again while private, she stays off it; public again, she is back with every rating
        finish(store(), "c1", player("u-anna", "Anna", 0, 1), player("u-bruno", "Bruno", 1, 2));
        assertThat(globalNames(store())).isEqualTo(Map.of(BOARD, List.of("Bruno"), "scopone", List.of("Bruno")));
        records().setGlobalRanking(PLATFORM, "u-anna", "Anna", true);
        assertThat(globalNames(store())).isEqualTo(Map.of(BOARD, List.of("Anna", "Bruno"), "scopone", List.of("Anna", "Bruno")));
        assertThat(records().globalRanking(10, Instant.EPOCH, FAR).getFirst().top().getFirst().rating().matches())
                .isEqualTo(2);
    }

    @Test
    @DisplayName("a joined player's new rating shows in the global ranking at once: a better one moves her up, a new board adds her")
    default void globalRankingNewRatingAtOnce() {
        // given Anna and Bruno in the global ranking, Bruno first at Scopa, read once
        annaAndBrunoRankedAfter(player("u-bruno", "Bruno", 0, 1), player("u-anna", "Anna", 1, 2));
        assertThat(globalNames(store())).isEqualTo(Map.of(BOARD, List.of("Bruno", "Anna")));

        // when Anna beats Bruno twice at Scopa, then she is first, with her rating of now
        finish(store(), "c1", player("u-anna", "Anna", 0, 1), player("u-bruno", "Bruno", 1, 2));
        finish(store(), "c1", player("u-anna", "Anna", 0, 1), player("u-bruno", "Bruno", 1, 2));
        GlobalBoard scopa = records().globalRanking(10, Instant.EPOCH, FAR).getFirst();
        assertThat(scopa.top()).extracting(RatedPlayer::name).containsExactly("Anna", "Bruno");
        assertThat(scopa.top().getFirst().rating()).isEqualTo(rating("u-anna"));

        // when she plays her first Scopone against Carla (private), then Scopone shows her alone
        finish(store(), "c2", "scopone", player("u-carla", "Carla", 0, 1), player("u-anna", "Anna", 1, 2));
        assertThat(globalNames(store())).isEqualTo(Map.of(BOARD, List.of("Anna", "Bruno"), "scopone", List.of("Anna")));
    }

    @Test
    @DisplayName("the global ranking breaks ties as before: the same rating goes to more matches, then to the player's key")
    default void globalRankingTies() throws SQLException {
        // given four joined players, each with a rating set by hand: Bruno, Carla and Dario level, Anna below
        for (String who : List.of("anna", "bruno", "carla", "dario")) {
            finish(store(), "c-" + who, player("u-" + who, who, 0, 1), player("u-x-" + who, "x", 1, 2));
            records().setGlobalRanking(PLATFORM, "u-" + who, who, true);
        }
        try (Connection c = connect(); Statement s = c.createStatement()) {
            s.executeUpdate("UPDATE player_ratings SET mu = 20, sigma = 2, conservative = 14, matches = 5"
                    + " WHERE user_id IN ('u-bruno', 'u-carla', 'u-dario')");
            s.executeUpdate("UPDATE player_ratings SET matches = 7 WHERE user_id = 'u-dario'");
            s.executeUpdate("UPDATE player_ratings SET mu = 20, sigma = 3, conservative = 11, matches = 9"
                    + " WHERE user_id = 'u-anna'");
            s.executeUpdate("UPDATE global_ranking_version SET version = version + 1");
        }

        // when the ranking is read, the best three and all of it
        // then Dario (more matches) leads the level three, Bruno before Carla by key, Anna last
        assertThat(globalNames(store())).isEqualTo(Map.of(BOARD, List.of("dario", "bruno", "carla", "anna")));
        assertThat(records().globalRanking(3, Instant.EPOCH, FAR).getFirst().top()).extracting(RatedPlayer::name)
                .containsExactly("dario", "bruno", "carla");
    }

    @Test
    @DisplayName("a player who leaves the global ranking, or erases themselves, on another instance is off it at the next read")
    default void globalRankingFollowsOtherInstances() {
        // given Anna and Bruno in the global ranking, read by this instance
        annaAndBrunoRankedAfter(player("u-anna", "Anna", 0, 1), player("u-bruno", "Bruno", 1, 2));
        assertThat(globalNames(store())).isEqualTo(Map.of(BOARD, List.of("Anna", "Bruno")));

        // when Anna leaves it on another instance, then the next read here lacks her
        another().records().setGlobalRanking(PLATFORM, "u-anna", "Anna", false);
        assertThat(globalNames(store())).isEqualTo(Map.of(BOARD, List.of("Bruno")));

        // when Bruno erases himself there, then the ranking here is empty
        another().records().forget(PLATFORM, "u-bruno");
        assertThat(globalNames(store())).isEmpty();
    }

    @Test
    @DisplayName("a match ending on another instance shows in this instance's global ranking at the next read")
    default void globalRankingFollowsOtherInstancesMatches() {
        // given Anna and Bruno in the global ranking after one match, read by this instance
        annaAndBrunoRankedAfter(player("u-anna", "Anna", 0, 1), player("u-bruno", "Bruno", 1, 2));
        assertThat(records().globalRanking(10, Instant.EPOCH, FAR).getFirst().updates()).hasSize(2);

        // when Bruno beats Anna, under a new name, on another instance
        finish(another(), "c2", player("u-bruno", "Bruno B.", 0, 1), player("u-anna", "Anna", 1, 2));

        // then this instance's next read has the second match: its ratings, updates and name
        GlobalBoard board = records().globalRanking(10, Instant.EPOCH, FAR).getFirst();
        assertThat(board.top()).extracting(p -> p.rating().matches()).containsExactly(2, 2);
        assertThat(board.top()).extracting(RatedPlayer::name).contains("Bruno B.");
        assertThat(board.updates()).hasSize(4);
    }

    private long globalVersion() throws SQLException {
        try (Connection c = connect(); Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT version FROM global_ranking_version")) {
            assertThat(rs.next()).isTrue();
            return rs.getLong(1);
        }
    }

    @Test
    @DisplayName("the global ranking is read again only when its version moved: a match of players who joined moves it, of others not")
    default void globalRankingCachedUntilItsVersionMoves() throws SQLException {
        // given Anna in the global ranking, read once
        finish(store(), "c1", player("u-anna", "Anna", 0, 1), player("u-bruno", "Bruno", 1, 2));
        records().setGlobalRanking(PLATFORM, "u-anna", "Anna", true);
        double mu = records().globalRanking(10, Instant.EPOCH, FAR).getFirst().top().getFirst().rating().mu();
        long version = globalVersion();

        // when Bruno plays Carla (neither joined), the version stays; and Anna's rating is changed behind the store's back
        finish(store(), "c2", player("u-bruno", "Bruno", 0, 1), player("u-carla", "Carla", 1, 2));
        assertThat(globalVersion()).isEqualTo(version);
        try (Connection c = connect(); Statement s = c.createStatement()) {
            s.executeUpdate("UPDATE player_ratings SET mu = mu + 1 WHERE user_id = 'u-anna'");
        }

        // then the ranking is the one read before, until the version moves
        assertThat(records().globalRanking(10, Instant.EPOCH, FAR).getFirst().top().getFirst().rating().mu())
                .isEqualTo(mu);
        try (Connection c = connect(); Statement s = c.createStatement()) {
            s.executeUpdate("UPDATE global_ranking_version SET version = version + 1");
        }
        assertThat(records().globalRanking(10, Instant.EPOCH, FAR).getFirst().top().getFirst().rating().mu())
                .isEqualTo(mu + 1, within(1e-9));

        // and a match of Anna's moves the version by itself
        finish(store(), "c3", player("u-anna", "Anna", 0, 1), player("u-carla", "Carla", 1, 2));
        assertThat(globalVersion()).isEqualTo(version + 2);
    }

    @Test
    @DisplayName("a cached global ranking answers a later span end as a fresh read would: the updates before it")
    default void globalRankingSpanOfACachedRead() {
        // given Anna in the global ranking with a match now and another an hour later, read up to far ahead
        finish(store(), "c1", player("u-anna", "Anna", 0, 1), player("u-bruno", "Bruno", 1, 2));
        clock().advance(Duration.ofHours(1));
        Instant second = clock().instant();
        finish(store(), "c1", player("u-anna", "Anna", 0, 1), player("u-bruno", "Bruno", 1, 2));
        records().setGlobalRanking(PLATFORM, "u-anna", "Anna", true);
        assertThat(records().globalRanking(10, Instant.EPOCH, FAR).getFirst().updates()).hasSize(2);

        // when it is read again up to the second match, and from it on
        List<RatingUpdate> before = records().globalRanking(10, Instant.EPOCH, second).getFirst().updates();
        List<RatingUpdate> from = records().globalRanking(10, second, FAR).getFirst().updates();

        // then each holds only the updates of its span
        assertThat(before).extracting(RatingUpdate::at).containsExactly(second.minus(Duration.ofHours(1)));
        assertThat(from).extracting(RatingUpdate::at).containsExactly(second);
    }

    @Test
    @DisplayName("two matches ending at once on two instances with a player in common both count for her")
    default void concurrentEnds() throws Exception {
        // given two tables with Anna, on two instances
        Store other = another();
        FinishedMatches.PlayingAt a = FinishedMatches.start(store(), "c1", player("u-anna", "Anna", 0, 1),
                player("u-bruno", "Bruno", 1, 2));
        FinishedMatches.PlayingAt b = FinishedMatches.start(other, "c2", player("u-anna", "Anna", 0, 1),
                player("u-carla", "Carla", 1, 2));
        PlayedMatch pa = new PlayedMatch(a.matchId(), PLATFORM, BOARD, "scopa",
                FinishedMatches.seats(player("u-anna", "Anna", 0, 1), player("u-bruno", "Bruno", 1, 2)));
        PlayedMatch pb = new PlayedMatch(b.matchId(), PLATFORM, BOARD, "scopa",
                FinishedMatches.seats(player("u-anna", "Anna", 0, 1), player("u-carla", "Carla", 1, 2)));
        TableChange ea = FinishedMatches.end(store(), a, pa);
        TableChange eb = FinishedMatches.end(other, b, pb);
        CyclicBarrier together = new CyclicBarrier(2);

        // when both end at once
        StoreContractTest.runAll(2, i -> {
            together.await();
            return i == 0 ? store().commit(ea, pa) : other.commit(eb, pb);
        }).forEach(StoreContractTest::committed);

        // then Anna has two rated matches, two wins in a row, and each win moved her up
        PlayerProfile anna = records().profile(PLATFORM, "u-anna", Instant.EPOCH).orElseThrow();
        assertThat(anna.boards().getFirst().counters()).isEqualTo(new Counters(2, 2, 2, 2));
        assertThat(anna.boards().getFirst().rating().matches()).isEqualTo(2);
        assertThat(anna.history()).hasSize(2);
        RatingUpdate u0 = anna.history().get(0);
        RatingUpdate u1 = anna.history().get(1);
        // (they ended in the same millisecond: whichever committed first, the other started from it)
        assertThat(u0.before().equals(u1.after()) || u1.before().equals(u0.after())).as("%s then %s", u0, u1).isTrue();
    }

    @Test
    @DisplayName("the retention deletes old finished tables with their matches and keeps the ratings and leaderboards")
    default void retention() {
        // given a match a year and a day old, and one of yesterday
        PlayedMatch old = finish(store(), "c1", player("u-anna", "Anna", 0, 1), player("u-bruno", "Bruno", 1, 2));
        clock().advance(Duration.ofDays(365));
        PlayedMatch recent = finish(store(), "c1", player("u-anna", "Anna", 0, 2), player("u-bruno", "Bruno", 1, 1));
        clock().advance(Duration.ofDays(1));
        Rating before = rating("u-anna");

        // when the matches ended more than a year ago are pruned
        int pruned = records().pruneFinished(clock().instant().minus(Duration.ofDays(365)));

        // then the old table went, the recent one stayed, and ratings, history and leaderboard are as they were
        assertThat(pruned).isEqualTo(1);
        assertThat(store().finishedMatches(PLATFORM, "c1", 10)).extracting(FinishedMatch::matchId)
                .containsExactly(recent.matchId());
        assertThat(rating("u-anna")).isEqualTo(before);
        assertThat(store().leaderboard(PLATFORM, "c1", BOARD)).extracting(LeaderboardRow::played).containsOnly(2);
        assertThat(records().chatHistory(PLATFORM, "c1", BOARD, Instant.EPOCH, FAR)).hasSize(4);
        assertThat(old.matchId()).isLessThan(recent.matchId());
    }

    @Test
    @DisplayName("the ratings rebuilt from scratch from the stored matches are the ones recorded match by match")
    default void rebuild() {
        // given matches of four players, pairs among them, a computer, a taken-over seat
        finish(store(), "c1", player("u-anna", "Anna", 0, 1), player("u-bruno", "Bruno", 1, 2));
        finish(store(), "c1", player("u-anna", "Anna", 0, 2), player("u-carla", "Carla", 1, 1),
                computer("🤖 Mario", Level.HARD, 2, 3));
        finish(store(), "c1", player("u-anna", "Anna", 0, 1), player("u-bruno", "Bruno", 1, 2),
                player("u-carla", "Carla", 0, 1), player("u-dario", "Dario", 1, 2));
        finish(store(), "c1", player("u-dario", "Dario", 0, 1), taken("u-carla", "Carla", 1, 2));
        List<RatedPlayer> recorded = records().chatRatings(PLATFORM, "c1", BOARD);
        int updates = records().chatHistory(PLATFORM, "c1", BOARD, Instant.EPOCH, FAR).size();

        // when the ratings are rebuilt
        PlayerRecords.Rebuilt rebuilt = records().rebuildRatings();

        // then each is the same, and so is the history
        assertThat(rebuilt).isEqualTo(new PlayerRecords.Rebuilt(4, 3, updates, 4));
        for (RatedPlayer p : records().chatRatings(PLATFORM, "c1", BOARD)) {
            Rating was = recorded.stream().filter(r -> r.userId().equals(p.userId())).findFirst().orElseThrow().rating();
            assertThat(p.rating().mu()).isCloseTo(was.mu(), within(1e-9));
            assertThat(p.rating().sigma()).isCloseTo(was.sigma(), within(1e-9));
            assertThat(p.rating().matches()).isEqualTo(was.matches());
        }
        assertThat(records().chatHistory(PLATFORM, "c1", BOARD, Instant.EPOCH, FAR)).hasSize(updates);
    }

    @Test
    @DisplayName("the ratings rebuilt from scratch keep who joined the global ranking in it, and nobody else")
    default void rebuildKeepsTheGlobalRanking() {
        // given Anna and Carla joined, Bruno not
        finish(store(), "c1", player("u-anna", "Anna", 0, 1), player("u-bruno", "Bruno", 1, 2));
        finish(store(), "c1", player("u-carla", "Carla", 0, 1), player("u-bruno", "Bruno", 1, 2));
        records().setGlobalRanking(PLATFORM, "u-anna", "Anna", true);
        records().setGlobalRanking(PLATFORM, "u-carla", "Carla", true);
        Map<String, List<String>> before = globalNames(store());

        // when the ratings are rebuilt, then the global ranking is the one before, from a fresh read
        records().rebuildRatings();
        assertThat(before.get(BOARD)).containsExactlyInAnyOrder("Anna", "Carla");
        assertThat(globalNames(store())).isEqualTo(before);
    }
}
