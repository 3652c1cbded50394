package dev.mazziere.store;

import dev.mazziere.ai.Level;
import dev.mazziere.game.Json;
import dev.mazziere.records.PlayedMatch;
import dev.mazziere.records.PlayedSeat;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Finished matches made through the store's own writes, as a table ends them: a table
 * seated and started, then finished with its transcript, its leaderboard results and the
 * {@link PlayedMatch} the records keep, in one {@link Store#commit(TableChange, PlayedMatch)}.
 * Seats are built with {@link #player}, {@link #computer} and {@link #taken}.
 */
final class FinishedMatches {

    /** The game, board and platform of every fixture match. */
    static final String GAME = "scopa";
    static final String BOARD = "scopa";
    static final String PLATFORM = "telegram";

    private FinishedMatches() {
    }

    /** A seat whose human earned its result. */
    static PlayedSeat player(String user, String name, int team, int place, Map<String, Integer> feats) {
        return new PlayedSeat(0, user, name, Level.MEDIUM, true, team, place, place == 1, feats);
    }

    static PlayedSeat player(String user, String name, int team, int place) {
        return player(user, name, team, place, Map.of());
    }

    /** A computer player's seat, added as such. */
    static PlayedSeat computer(String name, Level level, int team, int place) {
        return new PlayedSeat(0, null, name, level, false, team, place, place == 1, Map.of());
    }

    /** A human's seat the computer took over. */
    static PlayedSeat taken(String user, String name, int team, int place) {
        return new PlayedSeat(0, user, name, Level.MEDIUM, false, team, place, place == 1, Map.of());
    }

    /** Seats renumbered in the order given. */
    static List<PlayedSeat> seats(PlayedSeat... seats) {
        List<PlayedSeat> out = new ArrayList<>();
        for (int s = 0; s < seats.length; s++) {
            PlayedSeat x = seats[s];
            out.add(new PlayedSeat(s, x.userId(), x.name(), x.level(), x.earned(), x.team(), x.place(), x.won(),
                    x.feats()));
        }
        return out;
    }

    /** A table in {@code chatId} that played and finished a match of {@code seats}; the played match recorded with it. */
    static PlayedMatch finish(Store store, String chatId, PlayedSeat... seats) {
        return finish(store, chatId, BOARD, seats);
    }

    static PlayedMatch finish(Store store, String chatId, String board, PlayedSeat... seats) {
        PlayingAt p = start(store, chatId, seats);
        PlayedMatch played = new PlayedMatch(p.matchId(), PLATFORM, board, GAME, seats(seats));
        TableCommit outcome = store.commit(end(store, p, played), played);
        StoreContractTest.committed(outcome);
        return played;
    }

    /** A table of {@code seats} playing its match. */
    record PlayingAt(TableRecord table, long matchId) {
    }

    static PlayingAt start(Store store, String chatId, PlayedSeat... seats) {
        List<SeatRecord> rows = new ArrayList<>();
        List<PlayedSeat> numbered = seats(seats);
        for (PlayedSeat s : numbered) {
            rows.add(s.userId() == null ? SeatRecord.computer(s.seat(), s.name(), s.level().id())
                    : new SeatRecord(s.seat(), s.userId(), s.name(), s.earned() ? null : s.level().id()));
        }
        String owner = numbered.stream().filter(s -> s.userId() != null).findFirst().orElseThrow().userId();
        NewTable lobby = new NewTable(PLATFORM, chatId, GAME, Map.of("target", "11"), owner, "it", rows,
                "{\"ownerName\":" + Json.line(numbered.getFirst().name()) + "}");
        TableRecord t = ((TableCreation.Created) store.createTable(lobby)).table();
        TableRecord playing = t.withStatus(TableStatus.PLAYING);
        TableCommit.Committed c = StoreContractTest.committed(store.commit(TableChange.on(t).withRow(playing, false)
                .withStart(new MatchSetup(GAME, Map.of("target", "11"), seats.length, 7L))));
        return new PlayingAt(playing.withVersion(c.version()), c.matchId());
    }

    /** The write that finishes {@code p}'s match as {@code played}: its transcript and leaderboard results. */
    static TableChange end(Store store, PlayingAt p, PlayedMatch played) {
        TableRecord now = store.loadTable(p.table().id()).orElseThrow().table();
        List<PlayerResult> results = new ArrayList<>();
        for (PlayedSeat s : played.credited()) {
            results.add(new PlayerResult(s.userId(), s.name(), s.won(), s.won() ? 11 : 5));
        }
        return TableChange.on(now).withRow(now.withStatus(TableStatus.FINISHED), false)
                .withEnd(p.matchId(), played.board(), transcript(played), results);
    }

    /** A transcript naming the seats and their sides, as a table writes it. */
    static String transcript(PlayedMatch played) {
        Map<String, Object> t = new LinkedHashMap<>();
        t.put("format", "mazziere-transcript/1");
        t.put("game", played.game());
        t.put("options", Map.of("target", 11));
        t.put("seed", 7);
        List<Map<String, Object>> seats = new ArrayList<>();
        int teams = 0;
        for (PlayedSeat s : played.seats()) {
            seats.add(Map.of("seat", s.seat(), "name", s.name(), "team", s.team()));
            teams = Math.max(teams, s.team() + 1);
        }
        t.put("seats", seats);
        t.put("events", List.of());
        List<Integer> winners = played.seats().stream().filter(PlayedSeat::won).map(PlayedSeat::team).distinct().toList();
        t.put("result", Map.of("totals", java.util.Collections.nCopies(teams, 0), "winners", winners));
        return Json.line(t);
    }
}
