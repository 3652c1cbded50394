package dev.mazziere.store;

import static dev.mazziere.store.FinishedMatches.PLATFORM;
import static dev.mazziere.store.StoreContractTest.committed;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.ai.Level;
import dev.mazziere.game.Json;
import dev.mazziere.records.Forgetting;
import dev.mazziere.records.PlayedMatch;
import dev.mazziere.records.PlayedSeat;
import dev.mazziere.records.RatedPlayer;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@code /deleteme} in a store: after it, a search of every column of every table finds
 * neither the player's name nor their user id, the others' records are whole, and the
 * player is a pseudonym where the others' matches need a seat. Part of
 * {@link StoreContractTest}, on both databases.
 */
interface ForgetContract {

    Store store();

    Connection connect() throws SQLException;

    /** Ottavia's Telegram id: her private chat with the bot has the same id. */
    String OTTAVIA = "84726153";
    String NAME = "Ottavia Lanzillotta";
    String BRUNO = "51117002";

    @Test
    @DisplayName("/deleteme leaves neither the name nor the id anywhere in the database, and the others' records whole")
    default void forgetLeavesNoTrace() throws Exception {
        // given Ottavia's group match against Bruno, her solo table in her private chat, a lobby she opened and
        // left, her ratings, her place in the global ranking and her /notify in c1; and a table she still sits at
        long group = played("c1", seat(OTTAVIA, NAME), seat(BRUNO, "Bruno"));
        played(OTTAVIA, seat(OTTAVIA, NAME), new SeatRecord(1, null, "🤖 Lucia", "easy"));
        left("c2");
        store().records().setGlobalRanking(PLATFORM, OTTAVIA, NAME, true);
        store().toggleWatcher(PLATFORM, "c1", OTTAVIA);
        store().toggleWatcher(PLATFORM, "c1", BRUNO);
        store().pinged(PLATFORM, OTTAVIA, Instant.EPOCH);
        store().savePrivateTopic(PLATFORM, OTTAVIA, "c1", "", "5001");
        store().savePrivateTopic(PLATFORM, BRUNO, "c1", "", "5002");
        TableRecord open = ((TableCreation.Created) store().createTable(lobby("c3", seat(OTTAVIA, NAME)))).table();

        try (Connection c = connect()) {
            assertThat(DatabaseGrep.find(c, "Lanzillotta")).extracting(hit -> hit.substring(0, hit.indexOf(':')))
                    .contains("match_transcripts.transcript", "leaderboard.display_name", "table_seats.display_name",
                            "game_tables.extra", "players.display_name");
            assertThat(DatabaseGrep.find(c, OTTAVIA)).extracting(hit -> hit.substring(0, hit.indexOf(':')))
                    .contains("game_tables.chat_id", "game_tables.owner_id", "table_messages.chat_id",
                            "leaderboard.user_id", "leaderboard.chat_id", "match_seats.user_id",
                            "player_ratings.user_id", "rating_history.user_id", "player_feats.user_id",
                            "chat_watchers.user_id", "watcher_pings.user_id", "private_topics.user_id");
        }

        // when she asks to be forgotten while seated, then again once that table is gone
        Forgetting refused = store().records().forget(PLATFORM, OTTAVIA);
        committed(store().commit(TableChange.on(open).withRow(open.withStatus(TableStatus.FINISHED)
                .withSeats(List.of(seat(BRUNO, "Bruno"))).withOwner(BRUNO), true)));
        Forgetting done = store().records().forget(PLATFORM, OTTAVIA);

        // then the first changed nothing, and after the second no trace of her is left
        assertThat(refused).isEqualTo(new Forgetting.StillSeated(List.of("c3")));
        Forgetting.Forgotten f = (Forgetting.Forgotten) done;
        assertThat(f.name()).matches("Anon [0-9a-f]{4}");
        assertThat(f.matches()).isEqualTo(2);
        try (Connection c = connect()) {
            assertThat(DatabaseGrep.find(c, "Ottavia")).isEmpty();
            assertThat(DatabaseGrep.find(c, "Lanzillotta")).isEmpty();
            assertThat(DatabaseGrep.find(c, OTTAVIA)).isEmpty();
            assertThat(DatabaseGrep.find(c, "Bruno")).isNotEmpty();
        }
        // and Bruno's match keeps its two seats, hers under the pseudonym, as his leaderboard does
        String transcript = store().finishedMatches(PLATFORM, "c1", 1).getFirst().transcriptJson();
        assertThat(Json.mapper().readTree(transcript).path("seats").findValuesAsText("name"))
                .containsExactly(f.name(), "Bruno");
        assertThat(store().leaderboard(PLATFORM, "c1", "scopa")).extracting(LeaderboardRow::displayName)
                .containsExactlyInAnyOrder(f.name(), "Bruno");
        assertThat(store().records().chatRatings(PLATFORM, "c1", "scopa")).extracting(RatedPlayer::userId)
                .containsExactly(BRUNO);
        assertThat(store().records().profile(PLATFORM, OTTAVIA, Instant.EPOCH)).isEmpty();
        assertThat(store().records().profile(PLATFORM, BRUNO, Instant.EPOCH)).isPresent();
        assertThat(store().loadTable(group).orElseThrow().table().seats()).extracting(SeatRecord::userId)
                .containsExactly(f.userId(), BRUNO);
        assertThat(store().records().globalRanking(10, Instant.EPOCH, Instant.parse("2100-01-01T00:00:00Z"))).isEmpty();
        assertThat(store().watchers(PLATFORM, "c1")).as("her /notify is gone, his stays").containsExactly(BRUNO);
        assertThat(store().pingedAt(PLATFORM, OTTAVIA)).isEmpty();
        assertThat(store().privateTopic(PLATFORM, OTTAVIA, "c1", "")).as("her private topic is gone").isEmpty();
        assertThat(store().privateTopic(PLATFORM, BRUNO, "c1", "")).contains("5002");
    }

    @Test
    @DisplayName("a second /deleteme finds nothing more to do, and a player the store never saw is answered all the same")
    default void forgetTwice() {
        played("c1", seat(OTTAVIA, NAME), seat(BRUNO, "Bruno"));

        Forgetting first = store().records().forget(PLATFORM, OTTAVIA);
        Forgetting second = store().records().forget(PLATFORM, OTTAVIA);

        assertThat(((Forgetting.Forgotten) first).matches()).isEqualTo(1);
        assertThat(((Forgetting.Forgotten) second).matches()).isZero();
        assertThat(store().records().forget(PLATFORM, "nobody")).isInstanceOf(Forgetting.Forgotten.class);
    }

    private static SeatRecord seat(String user, String name) {
        return SeatRecord.human(0, user, name);
    }

    private static NewTable lobby(String chatId, SeatRecord... seats) {
        List<SeatRecord> numbered = new ArrayList<>();
        for (int s = 0; s < seats.length; s++) {
            numbered.add(new SeatRecord(s, seats[s].userId(), seats[s].displayName(), seats[s].computer()));
        }
        String owner = numbered.getFirst().userId();
        String name = numbered.getFirst().displayName();
        boolean solo = chatId.equals(owner);
        return new NewTable(PLATFORM, chatId, "scopa", Map.of("target", "11"), owner, "it", numbered,
                "{\"ownerName\":" + Json.line(name) + ",\"openerName\":" + Json.line(name)
                        + (solo ? ",\"solo\":true" : "") + "}");
    }

    /**
     * A table in {@code chatId} that played a real Scopa match (a saved reference playthrough
     * with these seats' names) to its end: moves logged, her hand message and the table's
     * message kept, the last move's line and a skip vote in its state, the leaderboard and the
     * records written. Returns the table's id.
     */
    private long played(String chatId, SeatRecord... seats) {
        TableRecord t = ((TableCreation.Created) store().createTable(lobby(chatId, seats))).table();
        TableRecord playing = t.withStatus(TableStatus.PLAYING);
        TableCommit.Committed started = committed(store().commit(TableChange.on(t).withRow(playing, false)
                .withStart(new MatchSetup("scopa", Map.of("target", "11"), 2, 1L))));
        long matchId = started.matchId();
        TableRecord now = playing.withVersion(started.version());
        committed(store().commit(TableChange.on(now).withMove(matchId, 0, 0, "7D:3S+4C")
                .withMessages(List.of(new StoredMessage("prompt", OTTAVIA, OTTAVIA, "m-17"),
                        StoredMessage.inChat("table", chatId, "m-16")), List.of())));
        String first = seats[0].displayName();
        TableRecord finished = now.withStatus(TableStatus.FINISHED).withExtraJson("{\"ownerName\":" + Json.line(first)
                + ",\"openerName\":" + Json.line(first) + ",\"lastLine\":" + Json.line(first + ": 7🪙 ➜ 3🗡️+4🍷")
                + ",\"moves\":[72,72],\"ownMoves\":[72,70],\"skipVotes\":[\"" + OTTAVIA + "\"]"
                + (chatId.equals(OTTAVIA) ? ",\"solo\":true" : "") + "}");
        List<PlayedSeat> played = new ArrayList<>();
        List<PlayerResult> results = new ArrayList<>();
        for (int s = 0; s < seats.length; s++) {
            SeatRecord r = seats[s];
            boolean won = s == 0;
            played.add(new PlayedSeat(s, r.userId(), r.displayName(), r.computer() == null ? Level.MEDIUM
                    : Level.parse(r.computer()), r.userId() != null, s, won ? 1 : 2, won, Map.of("scopa", 2 - s)));
            if (r.userId() != null) {
                results.add(new PlayerResult(r.userId(), r.displayName(), won, won ? 13 : 8));
            }
        }
        PlayedMatch m = new PlayedMatch(matchId, PLATFORM, "scopa", "scopa", played);
        committed(store().commit(TableChange.on(now).withRow(finished, false)
                .withEnd(matchId, "scopa", transcript(seats), results), m));
        return t.id();
    }

    /** A lobby Ottavia opened in {@code chatId} and left to Bruno, closed without a match. */
    private void left(String chatId) {
        TableRecord t = ((TableCreation.Created) store().createTable(lobby(chatId, seat(OTTAVIA, NAME),
                seat(BRUNO, "Bruno")))).table();
        TableRecord closed = t.withSeats(List.of(seat(BRUNO, "Bruno"))).withOwner(BRUNO)
                .withStatus(TableStatus.FINISHED)
                .withExtraJson("{\"ownerName\":\"Bruno\",\"openerName\":" + Json.line(NAME) + "}");
        committed(store().commit(TableChange.on(t).withRow(closed, true)));
    }

    /** The saved Scopa playthrough for two, its seats named as these. */
    private static String transcript(SeatRecord... seats) {
        try (InputStream in = ForgetContract.class.getResourceAsStream("/golden/scopa/two-players-default.jsonl")) {
            var root = (com.fasterxml.jackson.databind.node.ObjectNode) Json.mapper().readTree(
                    new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().findFirst().orElseThrow());
            for (int s = 0; s < seats.length; s++) {
                ((com.fasterxml.jackson.databind.node.ObjectNode) root.path("seats").get(s))
                        .put("name", seats[s].displayName());
            }
            return Json.line(root);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }
}
