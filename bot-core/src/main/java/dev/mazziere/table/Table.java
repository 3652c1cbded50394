package dev.mazziere.table;

import dev.mazziere.ai.Level;
import dev.mazziere.ai.Player;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.chat.Button;
import dev.mazziere.chat.Capabilities;
import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.Delivery;
import dev.mazziere.chat.Message;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.chat.Outbox;
import dev.mazziere.chat.Right;
import dev.mazziere.chat.UserId;
import dev.mazziere.game.DealEvent;
import dev.mazziere.game.Game;
import dev.mazziere.games.GameEntry;
import dev.mazziere.game.MatchEvent;
import dev.mazziere.game.MatchResult;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Move;
import dev.mazziere.game.Options;
import dev.mazziere.game.Outcome;
import dev.mazziere.game.Rejection;
import dev.mazziere.game.ScoreEvent;
import dev.mazziere.game.SeatRange;
import dev.mazziere.game.SetupException;
import dev.mazziere.game.Transcript;
import dev.mazziere.store.PlayerResult;
import dev.mazziere.text.GamePresenter;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Names;
import dev.mazziere.text.Texts;
import dev.mazziere.text.TurnPanel;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One table in one chat: the lobby, then the match. Not thread-safe: {@link Tables}
 * calls it under the chat's lock, one event at a time. Every user-facing text comes
 * from the core bundle or the game's {@link GamePresenter}.
 */
final class Table {

    /** Moves one turn may take at most, a guard for {@link #computerTurn}: a Ramino turn takes a handful. */
    private static final int MAX_TURN_MOVES = 64;

    private static final Logger LOG = LoggerFactory.getLogger(Table.class);
    private static final List<String> BOT_NAMES = List.of("Mario", "Lucia", "Beppe", "Rosa", "Tonio", "Nina", "Gino");
    /** At most one {@code /nudge} per table in this time: a reminder, not a way to pester. */
    static final Duration NUDGE_EVERY = Duration.ofHours(1);

    final String id;
    /** Changes only when the platform moves the chat ({@link #moveTo}). */
    volatile ChatId chat;
    final Game game;
    private final GameEntry entry;
    private final GamePresenter presenter;
    private final TableHost host;
    private final UserId owner;
    private final String ownerName;
    private Options options;
    private TableOptions tableOptions;
    private Lang lang;
    private Phase phase = Phase.LOBBY;
    private final List<Seat> seats = new ArrayList<>();
    private long seed;
    private MatchState match;
    private final Map<Integer, Player> players = new HashMap<>();
    private MessageRef lobbyRef;
    private MessageRef tableRef;
    private String lastLine = "";
    private Instant deadline;
    private Instant reminderAt;
    /** When the current turn began: the last move, or the start of the match. */
    private Instant turnSince;
    private Instant lastNudge;
    private boolean stopped;
    private final List<Scheduler.Cancellable> timers = new ArrayList<>();
    private final Set<UserId> toldUnreachable = new HashSet<>();
    /** The seat whose turn panel was just redrawn in place, so {@link #advance()} need not prompt it anew. */
    private int redrawnInPlace = -1;
    /** The seat whose turn continues after its last move (several moves a turn), else -1. */
    private int turnGoesOn = -1;
    /** What the computer has played so far of a turn whose time ran out. */
    private final List<String> timedOutMoves = new ArrayList<>();
    private final ChatOutage outage = new ChatOutage();
    /** The turn clock stopped because nobody could see the table: it restarts when the chat works again. */
    private boolean turnPaused;

    /** A seat while the table runs; {@link SeatSnapshot} is its stored form. */
    private static final class Seat {
        final UserId user;
        final String name;
        final Level level;
        int missed;
        boolean away;
        MessageRef prompt;

        Seat(UserId user, String name, Level level) {
            this.user = user;
            this.name = name;
            this.level = level;
        }

        boolean human() {
            return user != null;
        }

        /** True when the computer plays this seat now. */
        boolean computer() {
            return user == null || away;
        }
    }

    Table(String id, ChatId chat, GameEntry entry, Options options, UserId owner, String ownerName, Lang lang,
          TableHost host) {
        this.id = id;
        this.chat = chat;
        this.entry = entry;
        this.game = entry.game();
        this.presenter = entry.presenter();
        this.options = options;
        this.tableOptions = TableOptions.forGame(game);
        this.owner = owner;
        this.ownerName = ownerName;
        this.lang = lang;
        this.host = host;
    }

    Phase phase() {
        return phase;
    }

    Lang lang() {
        return lang;
    }

    String title() {
        return presenter.title(options);
    }

    GamePresenter presenter() {
        return presenter;
    }

    Options options() {
        return options;
    }

    private Texts t() {
        return Texts.core(lang);
    }

    private Outbox out() {
        return host.out();
    }

    private TableConfig config() {
        return host.config();
    }

    // ---- lobby

    /** Posts the lobby message; the opener sits down first. */
    void open(Act a) {
        seats.add(new Seat(a.from().id(), a.from().displayName(), Level.MEDIUM));
        lobbyRef = ref(post(lobbyMessage()));
    }

    void join(Act a) {
        Texts t = t();
        int s = seatOf(a.from().id());
        if (phase == Phase.PLAYING) {
            if (s >= 0 && seats.get(s).away) {
                comeBack(s);
                a.answer(t.get("join.back", seats.get(s).name));
            } else if (s >= 0) {
                a.answer(t.get("join.already"));
            } else {
                a.answer(t.get("join.playing"));
            }
            return;
        }
        if (s >= 0) {
            a.answer(t.get("join.already"));
            return;
        }
        SeatRange range = game.seats(options);
        if (seats.size() >= range.max()) {
            a.answer(t.get("lobby.full", range.max()));
            return;
        }
        seats.add(new Seat(a.from().id(), a.from().displayName(), Level.MEDIUM));
        host.commit(this);
        refreshLobby();
        a.answer(t.get("join.done", a.from().displayName(), seats.size()));
    }

    void leave(Act a) {
        Texts t = t();
        int s = seatOf(a.from().id());
        if (s < 0) {
            a.answer(t.get("leave.notSeated"));
            return;
        }
        if (phase == Phase.PLAYING) {
            Seat seat = seats.get(s);
            seat.away = true;
            host.commit(this);
            post(Message.text(t.get("leave.playing", seat.name)));
            a.done();
            if (match.toAct() == s) {
                clearPrompt(seat, null);
                cancelTimers();
                advance();
            }
            return;
        }
        seats.remove(s);
        host.commit(this);
        refreshLobby();
        a.answer(t.get("leave.done", a.from().displayName()));
    }

    void addBot(Act a, String levelText) {
        Texts t = t();
        if (phase != Phase.LOBBY) {
            a.answer(t.get("join.playing"));
            return;
        }
        Level level = parseLevel(levelText);
        if (level == null) {
            a.answer(t.get("bot.badLevel", levelText));
            return;
        }
        SeatRange range = game.seats(options);
        if (seats.size() >= range.max()) {
            a.answer(t.get("lobby.full", range.max()));
            return;
        }
        String name = "🤖 " + BOT_NAMES.get(seats.stream().filter(x -> !x.human()).toList().size() % BOT_NAMES.size());
        seats.add(new Seat(null, name, level));
        host.commit(this);
        refreshLobby();
        a.answer(t.get("bot.done", name, t.get("level." + level.id())));
    }

    static Level parseLevel(String text) {
        if (text == null || text.isBlank()) {
            return Level.MEDIUM;
        }
        return switch (text.trim().toLowerCase(java.util.Locale.ROOT)) {
            case "easy", "facile" -> Level.EASY;
            case "medium", "medio", "media" -> Level.MEDIUM;
            case "hard", "difficile" -> Level.HARD;
            default -> null;
        };
    }

    void option(Act a, List<String> args) {
        Texts t = t();
        if (args.size() < 2) {
            a.answer(t.get("option.usage") + "\n" + optionsText());
            return;
        }
        if (!mayManage(a)) {
            a.answer(t.get("refuse.ownerOnly", ownerName));
            return;
        }
        if (phase != Phase.LOBBY) {
            a.answer(t.get("option.playing"));
            return;
        }
        String name = args.get(0);
        String value = String.join(" ", args.subList(1, args.size()));
        String shown;
        try {
            if (TableOptions.isTableOption(name)) {
                tableOptions = tableOptions.with(name, value);
                shown = tableOptions.asMap().entrySet().stream()
                        .filter(e -> e.getKey().equalsIgnoreCase(name.trim()))
                        .map(e -> e.getKey() + " = " + e.getValue()).findFirst().orElseThrow();
            } else {
                options = options.with(game.options(), name, value);
                String canonical = Options.find(game.options(), name).name();
                shown = canonical + " = " + show(options.get(canonical));
            }
        } catch (SetupException e) {
            a.answer(setupText(e, t));
            return;
        }
        host.commit(this);
        refreshLobby();
        // Echo the value as the lobby shows it ("napola = on"), not as it was typed ("si").
        a.answer(t.get("option.done", shown));
    }

    void start(Act a) {
        Texts t = t();
        if (phase != Phase.LOBBY) {
            a.answer(t.get("start.already"));
            return;
        }
        if (!mayManage(a)) {
            a.answer(t.get("refuse.ownerOnly", ownerName));
            return;
        }
        try {
            game.seats(options).check(title(), seats.size());
        } catch (SetupException e) {
            a.answer(setupText(e, t));
            return;
        }
        seed = config().seeds().getAsLong();
        if (tableOptions.shuffleSeats()) {
            new SeededRandom(seed ^ 0x5EA7L).shuffle(seats);
        }
        match = game.newMatch(options, seats.size(), seed);
        makePlayers();
        phase = Phase.PLAYING;
        turnSince = now();
        host.commit(this);
        if (lobbyRef != null) {
            editInChat(lobbyRef, Message.text(lobbyText() + "\n" + t.get("lobby.started")));
        }
        a.done();
        tableRef = ref(post(tableMessage()));
        sendHands();
        advance();
    }

    void stop(Act a) {
        Texts t = t();
        if (!mayManage(a)) {
            a.answer(t.get("refuse.ownerOnly", ownerName));
            return;
        }
        stopped = true;
        if (phase == Phase.LOBBY) {
            phase = Phase.FINISHED;
            host.commit(this);
            if (lobbyRef != null) {
                editInChat(lobbyRef, Message.text(lobbyText() + "\n" + t.get("lobby.closed")));
            }
            a.answer(t.get("stop.lobby", a.from().displayName()));
            host.closed(this);
            return;
        }
        int s = seatOf(a.from().id());
        match.stop(s >= 0 ? s : null);
        end();
        a.done();
        post(Message.text(t.get("stop.done", a.from().displayName()) + "\n" + totalsLine(t)));
        close(true);
    }

    // ---- playing

    void play(Act a, Payload.Play p) {
        Texts t = t();
        int s = presser(a, p.moveNumber());
        if (s < 0) {
            return;
        }
        Move move;
        try {
            move = game.parseMove(p.code());
        } catch (IllegalArgumentException e) {
            a.answer(t.get("press.stale"));
            return;
        }
        Outcome outcome = applyAndShow(s, move, "", a);
        if (outcome instanceof Outcome.Rejected r) {
            a.answer(rejectionText(r.rejection(), t));
            return;
        }
        seats.get(s).missed = 0;
        a.done();
        advance();
    }

    /** Redraws a turn panel in another state (a card selected, another page), in the message pressed. */
    void select(Act a, Payload.Select p) {
        int s = presser(a, p.moveNumber());
        if (s >= 0) {
            a.update(handMessage(s, true, p.state()));
        }
    }

    /**
     * The seat of whoever pressed a button offered at move {@code moveNumber}, when it is
     * theirs to press now; else -1, and the presser is told why.
     */
    private int presser(Act a, int moveNumber) {
        Texts t = t();
        if (phase != Phase.PLAYING) {
            a.answer(t.get("press.oldTable"));
            return -1;
        }
        int s = seatOf(a.from().id());
        if (s < 0) {
            a.answer(t.get("press.notSeated"));
            return -1;
        }
        if (moveNumber != match.moveCount()) {
            a.answer(t.get("press.stale"));
            return -1;
        }
        if (match.toAct() != s) {
            a.answer(t.get("press.notYourTurn", seats.get(match.toAct()).name));
            return -1;
        }
        if (seats.get(s).away) {
            a.answer(t.get("press.away"));
            return -1;
        }
        return s;
    }

    /** A private look at one's hand: a popup for a press, a private message for a command. */
    void showHand(Act a) {
        Texts t = t();
        int s = seatOf(a.from().id());
        if (s < 0) {
            a.answer(t.get("press.notSeated"));
            return;
        }
        if (phase != Phase.PLAYING) {
            a.answer(t.get("hand.lobby"));
            return;
        }
        Seat seat = seats.get(s);
        boolean turn = match.toAct() == s && !seat.away;
        if (a.isPress()) {
            if (!toldUnreachable.contains(seat.user) || !retryPrivately(a, s, turn)) {
                a.answer(handMessage(s, turn && out().capabilities().popupButtons()));
            }
            return;
        }
        MessageRef sent = privately(seat, out().sendPrivate(seat.user, handMessage(s, turn)));
        if (sent != null) {
            if (turn) {
                clearPrompt(seat, null);
                seat.prompt = sent;
            }
        } else {
            toldUnreachable.remove(seat.user);
            tellUnreachable(seat);
        }
    }

    /**
     * {@code /nudge}: a player at the table sends the player to act a private reminder,
     * saying who sends it and how long is left. Only players may nudge (the table is
     * theirs; a spectator's poke would be a stranger's), never themselves nor a computer,
     * and at most once per {@link #NUDGE_EVERY} per table, across restarts.
     */
    void nudge(Act a) {
        Texts t = t();
        if (phase != Phase.PLAYING || match.isOver()) {
            a.answer(t.get("nudge.noMatch"));
            return;
        }
        int s = seatOf(a.from().id());
        if (s < 0) {
            a.answer(t.get("nudge.notSeated"));
            return;
        }
        int turn = match.toAct();
        Seat target = seats.get(turn);
        if (turn == s && !target.away) {
            a.answer(t.get("nudge.yourTurn"));
            return;
        }
        if (target.computer()) {
            a.answer(t.get("nudge.computer", target.name));
            return;
        }
        Instant now = now();
        if (lastNudge != null && now.isBefore(lastNudge.plus(NUDGE_EVERY))) {
            Instant next = lastNudge.plus(NUDGE_EVERY);
            a.answer(t.get("nudge.tooSoon", clockTime(next), TableOptions.showLeft(Duration.between(now, next))));
            return;
        }
        Instant previous = lastNudge;
        lastNudge = now;
        host.commit(this);
        String from = seats.get(s).name;
        String text = deadline == null ? t.get("nudge.dm.noLimit", from, title())
                : t.get("nudge.dm", from, title(), TableOptions.showLeft(between(now, deadline)));
        if (!tell(target.user, Message.text(text), true).delivered()) {
            // Nothing reached them: the nudge is not spent.
            lastNudge = previous;
            host.commit(this);
            a.answer(t.get("dm.unreachable", target.name));
            return;
        }
        a.answer(t.get("nudge.done", target.name));
    }

    /**
     * "My cards" from a player the bot could not write to privately: their private chat is
     * tried again, since they may have opened it since. True when the hand reached them
     * that way (or the platform showed it to them another way); false leaves the answer to
     * the press.
     */
    private boolean retryPrivately(Act a, int s, boolean turn) {
        Seat seat = seats.get(s);
        Delivery d = out().sendPrivate(seat.user, handMessage(s, turn));
        MessageRef sent = privately(seat, d);
        if (sent == null) {
            return false;
        }
        if (turn) {
            clearPrompt(seat, null);
            seat.prompt = sent;
        }
        if (d instanceof Delivery.Rerouted) {
            a.done(); // shown to them already, e.g. as Discord's ephemeral reply
        } else {
            a.answer(t().get("hand.sentPrivately"));
        }
        return true;
    }

    /**
     * Posts the lobby or table message again at the bottom of the chat. Should that be
     * refused, the old message is kept: edits still reach it.
     */
    void repost(Act a) {
        a.done();
        if (phase == Phase.LOBBY) {
            lobbyRef = orElse(ref(post(lobbyMessage())), lobbyRef);
        } else if (phase == Phase.PLAYING) {
            tableRef = orElse(ref(post(tableMessage())), tableRef);
        }
    }

    void language(Lang newLang) {
        this.lang = newLang;
        host.commit(this);
        if (phase == Phase.LOBBY) {
            refreshLobby();
        } else if (phase == Phase.PLAYING) {
            refreshTable();
        }
    }

    /**
     * The platform moved the chat (a group became a supergroup): the table lives on in
     * {@code to}. Messages in the old chat cannot be edited any more, so the lobby or
     * table message is posted again there.
     */
    void moveTo(ChatId to) {
        chat = to;
        if (phase == Phase.LOBBY) {
            lobbyRef = ref(post(lobbyMessage()));
        } else if (phase == Phase.PLAYING) {
            tableRef = ref(post(tableMessage()));
        }
    }

    /** A ✅ on the lobby message joins, removing it leaves. */
    boolean isLobbyMessage(MessageRef ref) {
        return phase == Phase.LOBBY && lobbyRef != null && lobbyRef.equals(ref);
    }

    private void comeBack(int s) {
        Seat seat = seats.get(s);
        seat.away = false;
        seat.missed = 0;
        host.commit(this);
        toldUnreachable.remove(seat.user);
        refreshTable();
        if (match.toAct() == s) {
            prompt(s);
            armTimer();
        } else {
            sendHand(s);
        }
    }

    /** Lets computer players move until a human must act or the match is over. */
    private void advance() {
        while (phase == Phase.PLAYING && !match.isOver()) {
            int s = match.toAct();
            Seat seat = seats.get(s);
            if (!seat.computer()) {
                if (redrawnInPlace != s) {
                    prompt(s);
                }
                redrawnInPlace = -1;
                armTimer();
                return;
            }
            Duration pause = config().botPause();
            if (!pause.isZero()) {
                int expected = match.moveCount();
                timers.add(host.later(this, pause, () -> {
                    if (phase == Phase.PLAYING && !match.isOver() && match.moveCount() == expected
                            && seats.get(match.toAct()).computer()) {
                        computerMove(match.toAct(), "");
                        advance();
                    }
                }));
                return;
            }
            computerMove(s, "");
        }
        if (phase == Phase.PLAYING && match.isOver()) {
            finish();
        }
    }

    private void computerMove(int s, String marker) {
        Move move = players.get(s).choose(match.view(s), match.legalMoves());
        Outcome outcome = applyAndShow(s, move, marker);
        if (!outcome.applied()) {
            throw new IllegalStateException("computer player chose an illegal move " + move + ": " + outcome);
        }
    }

    /**
     * The computer plays what is left of seat {@code s}'s turn: one move in most games,
     * every action up to the discard in Ramino. A new hand ends it.
     */
    private void computerTurn(int s, String marker) {
        for (int moves = 0; moves < MAX_TURN_MOVES; moves++) {
            computerMove(s, marker);
            if (match.isOver() || match.toAct() != s || turnGoesOn != s) {
                return;
            }
        }
    }

    private Outcome applyAndShow(int s, Move move, String marker) {
        return applyAndShow(s, move, marker, null);
    }

    /**
     * Applies a move, commits it, and shows it: the table message, scores, new hands. The
     * mover's prompt shows what was played; a turn panel pressed by {@code presser} (null
     * for a computer's move) is redrawn in place, with the next panel while the turn goes on.
     */
    private Outcome applyAndShow(int s, Move move, String marker, Act presser) {
        int before = match.events().size();
        int seq = match.moveCount();
        Outcome outcome = match.apply(s, move);
        if (!outcome.applied()) {
            return outcome;
        }
        // Committed before anything about it is said; a lost race throws TableChanged.
        host.commitMove(this, seq, s, move.code());
        cancelTimers();
        turnSince = now();
        Texts t = t();
        Names names = names();
        List<MatchEvent> fresh = List.copyOf(match.events().subList(before, match.events().size()));
        List<String> said = new ArrayList<>();
        List<ScoreEvent> scores = new ArrayList<>();
        boolean dealt = false;
        for (MatchEvent event : fresh) {
            String line = presenter.describe(event, names, t);
            if (line != null) {
                said.add(line);
            }
            if (event instanceof ScoreEvent score) {
                scores.add(score);
            }
            dealt |= event instanceof DealEvent;
        }
        String line = String.join(" · ", said);
        // A turn of several moves (Ramino) reads as one line: the draw, the melds, the discard.
        if (turnGoesOn == s && !lastLine.isEmpty()) {
            lastLine = line.isEmpty() ? lastLine : lastLine + " · " + line;
        } else {
            lastLine = marker + line;
        }
        turnGoesOn = !dealt && scores.isEmpty() && !match.isOver() && match.toAct() == s ? s : -1;
        Seat seat = seats.get(s);
        String label = presenter.moveLabel(move, match.view(s), t);
        if (marker.isEmpty()) {
            String played = "✅ " + label;
            if (presser != null && presser.isPress() && presenter instanceof TurnPanel) {
                redrawPanel(presser, s, played);
            } else {
                clearPrompt(seat, played);
            }
        } else {
            // A turn the computer played when time ran out says so, all of it (a Ramino turn
            // is several moves): the player may read it hours later.
            timedOutMoves.add(label);
            if (turnGoesOn != s) {
                clearPrompt(seat, t.get("timer.played", String.join(" · ", timedOutMoves)));
                timedOutMoves.clear();
            }
        }
        refreshTable();
        for (ScoreEvent score : scores) {
            post(Message.text(scoreText(score, names, t)));
        }
        if (dealt && !match.isOver()) {
            sendHands();
        }
        return outcome;
    }

    /**
     * Redraws the turn panel that was pressed: the next panel while the seat still acts,
     * else what was played and the hand, without buttons.
     */
    private void redrawPanel(Act presser, int s, String played) {
        Seat seat = seats.get(s);
        boolean goesOn = !match.isOver() && match.toAct() == s && !seat.away;
        Message next = goesOn ? handMessage(s, true, "") : handMessage(s, false);
        presser.update(new Message(played + "\n" + next.text(), next.rows(), null));
        if (goesOn) {
            redrawnInPlace = s;
        } else if (seat.prompt != null && seat.prompt.equals(presser.pressed())) {
            seat.prompt = null;
        }
    }

    private void finish() {
        end();
        Texts t = t();
        MatchResult result = match.result();
        Names names = names();
        List<String> winners = result.winners().stream().map(names::side).toList();
        String text = t.get("match.over") + "\n"
                + (winners.isEmpty() ? "" : t.get(winners.size() == 1 ? "match.winners" : "match.winners.many",
                        String.join(", ", winners)) + "\n")
                + totalsLine(t);
        post(Message.text(text));
        close(false);
    }

    /** Marks the match over and commits it (transcript, leaderboard), before the end is announced. */
    private void end() {
        phase = Phase.FINISHED;
        cancelTimers();
        deadline = null;
        reminderAt = null;
        host.commit(this);
    }

    /** Ends the table after {@link #end()}; {@code redraw} when the table message does not show the end yet. */
    private void close(boolean redraw) {
        for (Seat seat : seats) {
            clearPrompt(seat, null);
        }
        if (redraw) {
            refreshTable();
        }
        host.closed(this);
    }

    // ---- timers

    private void armTimer() {
        cancelTimers();
        turnPaused = false;
        Duration limit = tableOptions.timeout();
        if (limit == null) {
            deadline = null;
            reminderAt = null;
            return;
        }
        Instant now = config().clock().instant();
        deadline = now.plus(limit);
        reminderAt = deadline.minus(limit.dividedBy(4));
        scheduleTimers();
    }

    /** Schedules the reminder and the expiry from the stored instants (also after a restore). */
    private void scheduleTimers() {
        Instant now = config().clock().instant();
        int expected = match.moveCount();
        if (reminderAt != null) {
            timers.add(host.later(this, between(now, reminderAt), () -> remind(expected)));
        }
        if (deadline != null) {
            timers.add(host.later(this, between(now, deadline), () -> expire(expected)));
        }
    }

    private static Duration between(Instant now, Instant then) {
        Duration d = Duration.between(now, then);
        return d.isNegative() ? Duration.ZERO : d;
    }

    private boolean waitingFor(int expected) {
        return phase == Phase.PLAYING && !match.isOver() && match.moveCount() == expected
                && !seats.get(match.toAct()).computer();
    }

    private void remind(int expected) {
        if (!waitingFor(expected) || reminderAt == null) {
            return;
        }
        reminderAt = null;
        Seat seat = seats.get(match.toAct());
        Duration left = between(config().clock().instant(), deadline);
        tell(seat.user, Message.text(t().get("timer.reminder", title(), TableOptions.showLeft(left))),
                tableOptions.isAsync());
    }

    /**
     * A short private text for a player. Where the platform holds private messages until
     * the player asks (Discord's ephemeral hands), it goes as a notice to their private
     * chat when {@code ring}: a nudge, or a reminder of a turn that waits for hours.
     */
    private Delivery tell(UserId user, Message message, boolean ring) {
        Delivery d = out().sendPrivate(user, message);
        return d instanceof Delivery.Held && ring ? out().sendNotice(user, message) : d;
    }

    private void expire(int expected) {
        if (!waitingFor(expected)) {
            return;
        }
        if (outage.chatGone()) {
            pauseTurnClock();
            return;
        }
        Texts t = t();
        int s = match.toAct();
        Seat seat = seats.get(s);
        seat.missed++;
        deadline = null;
        reminderAt = null;
        computerTurn(s, "⏰ ");
        if (seat.missed >= config().maxMissedTurns()) {
            seat.away = true;
            post(Message.text(t.get("timer.away", seat.name, seat.missed)));
        }
        advance();
    }

    /**
     * Nobody can see the table (the bot was removed from its chat): the turn waits for its
     * player instead of being played for them, or the computer would finish the match
     * unseen. The clock restarts when the chat takes messages again.
     */
    private void pauseTurnClock() {
        deadline = null;
        reminderAt = null;
        turnPaused = true;
        LOG.info("table {}: the chat is gone for the bot, so {}'s turn waits instead of being played",
                id, seats.get(match.toAct()).name);
    }

    private void restartTurnClock() {
        if (turnPaused && waitingFor(match.moveCount())) {
            armTimer();
        }
        turnPaused = false;
    }

    private void cancelTimers() {
        for (Scheduler.Cancellable c : timers) {
            c.cancel();
        }
        timers.clear();
    }

    // ---- private messages

    private void sendHands() {
        for (int s = 0; s < seats.size(); s++) {
            if (!seats.get(s).computer() && s != match.toAct()) {
                sendHand(s);
            }
        }
    }

    private void sendHand(int s) {
        Seat seat = seats.get(s);
        if (privately(seat, out().sendPrivate(seat.user, handMessage(s, false))) == null) {
            tellUnreachable(seat);
        }
    }

    /** Tells the player to act, privately, with a button per legal move. */
    private void prompt(int s) {
        Seat seat = seats.get(s);
        clearPrompt(seat, null);
        Delivery d = out().sendPrivate(seat.user, handMessage(s, true));
        seat.prompt = privately(seat, d);
        if (seat.prompt == null) {
            tellUnreachable(seat);
        } else if (d instanceof Delivery.Held && tableOptions.isAsync()) {
            // The hand waits behind "my cards" and nothing rang: a turn that may wait for
            // hours needs a word in the player's private chat.
            Texts t = t();
            String where = out().mention(chat).map(m -> t.get("notice.where", m)).orElse("");
            out().sendNotice(seat.user, Message.text(t.get("turn.notice", title(), where)));
        }
    }

    /**
     * The private message {@code d} delivered to {@code seat}, or null. A message that went
     * the usual way means the player can be written to again: should that fail later,
     * they are told again.
     */
    private MessageRef privately(Seat seat, Delivery d) {
        if (d instanceof Delivery.Delivered) {
            toldUnreachable.remove(seat.user);
        }
        return d.refOrNull();
    }

    /**
     * Tells the group once that a player cannot be written to privately: with a button
     * that opens the private chat where the platform has such a link (its Start brings
     * the hand, see {@link Tables}), else with the words to do it by hand.
     */
    private void tellUnreachable(Seat seat) {
        if (!toldUnreachable.add(seat.user)) {
            return;
        }
        Texts t = t();
        var link = out().privateStartLink(id);
        if (link.isPresent()) {
            post(Message.of(t.get("dm.unreachableLink", seat.name),
                    List.of(List.of(Button.link(t.get("button.privateStart"), link.get())))));
        } else {
            post(Message.text(t.get("dm.unreachable", seat.name)));
        }
    }

    /** Takes the move buttons off a player's last prompt, saying what was played instead. */
    private void clearPrompt(Seat seat, String played) {
        if (seat.prompt != null) {
            MessageRef old = seat.prompt;
            seat.prompt = null;
            out().edit(old, Message.text(played != null ? played : t().get("hand.gone")));
        }
    }

    private Message handMessage(int s, boolean withButtons) {
        return handMessage(s, withButtons, "");
    }

    /** The private hand; on one's turn with the move buttons, or the game's turn panel in {@code panelState}. */
    private Message handMessage(int s, boolean withButtons, String panelState) {
        Texts t = t();
        var view = match.view(s);
        boolean turn = match.toAct() == s;
        String head = "🃏 " + title() + (turn ? " · " + t.get("hand.yourTurn") : "");
        Duration limit = tableOptions.timeout();
        String limitLine = withButtons && turn && limit != null ? "\n" + t.get("hand.limit", TableOptions.show(limit)) : "";
        if (withButtons && turn && presenter instanceof TurnPanel panels) {
            Capabilities caps = out().capabilities();
            int moveNo = match.moveCount();
            TurnPanel.Panel panel = panels.panel(view, match.legalMoves(), panelState,
                    new TurnPanel.Room(caps.buttonsPerRow(), caps.buttonsPerMessage()), t);
            List<List<Button>> rows = panel.rows().stream().map(row -> row.stream().map(b -> switch (b) {
                case TurnPanel.Press.Select sel -> new Button(sel.label(), new Payload.Select(id, moveNo, sel.state()).encode());
                case TurnPanel.Press.Play play -> new Button(play.label(), new Payload.Play(id, moveNo, play.move().code()).encode());
            }).toList()).toList();
            return Message.of(head + "\n" + panel.text() + limitLine, rows);
        }
        String text = head + "\n" + presenter.hand(view, t) + limitLine;
        List<List<Button>> rows = new ArrayList<>();
        if (withButtons && turn) {
            List<Button> row = new ArrayList<>();
            int moveNo = match.moveCount();
            for (Move m : match.legalMoves()) {
                row.add(new Button(presenter.moveLabel(m, view, t), new Payload.Play(id, moveNo, m.code()).encode()));
                if (row.size() == 2) {
                    rows.add(row);
                    row = new ArrayList<>();
                }
            }
            rows.add(row);
        }
        return Message.of(text, rows);
    }

    // ---- chat messages

    /**
     * Edits the lobby message; when there is none (its post was refused), tries posting it
     * again: once per refresh, so a chat without rights is asked once per change, not more.
     */
    private void refreshLobby() {
        if (lobbyRef != null) {
            editInChat(lobbyRef, lobbyMessage());
        } else {
            lobbyRef = ref(post(lobbyMessage()));
        }
    }

    /** Edits the table message; when there is none (its post was refused), tries posting it again, once per refresh. */
    private void refreshTable() {
        if (match == null) {
            return;
        }
        if (tableRef != null) {
            editInChat(tableRef, tableMessage());
        } else {
            tableRef = ref(post(tableMessage()));
        }
    }

    /** Posts in the table's chat, noting how the chat answered. */
    private Delivery post(Message message) {
        return noted(out().send(chat, message));
    }

    /** Edits the lobby or table message, noting how the chat answered. */
    private Delivery editInChat(MessageRef ref, Message message) {
        return noted(out().edit(ref, message));
    }

    /**
     * An edit in this table's chat that the adapter sent later went out with {@code result}
     * ({@link dev.mazziere.chat.ChatHandler#editSent}).
     */
    void editSent(MessageRef ref, Delivery result) {
        if (ref.chat().equals(chat)) {
            noted(result);
        }
    }

    /** The bot was removed from the table's chat: the table waits for it to come back. */
    void chatGone(String why) {
        noted(Delivery.Unreachable.chatGone(why));
    }

    /** Keeps track of the chat's outages: the owner hears of missing rights, a paused turn restarts. */
    private Delivery noted(Delivery d) {
        switch (outage.note(d, id, chat)) {
            case TELL_OWNER -> tellOwner(outage.refusal());
            case RECOVERED -> restartTurnClock();
            case NONE -> {
            }
        }
        return d;
    }

    /**
     * Tells the owner privately that the bot may not post in the table's chat, naming the
     * rights it lacks there (posting, when the platform did not say), so someone who can
     * grant them hears of it even when nobody is pressing buttons.
     */
    private void tellOwner(Delivery.Unreachable refusal) {
        Texts t = t();
        Set<Right> missing = refusal.missing().isEmpty() ? Set.of(Right.POST) : refusal.missing();
        String rights = missing.stream().sorted().map(r -> "«" + t.get(r.textKey()) + "»")
                .collect(Collectors.joining(", "));
        String where = out().mention(chat).map(m -> t.get("notice.where", m)).orElse("");
        Delivery d = out().sendNotice(owner, Message.text(t.get("notice.noRights", title(), where, rights)));
        if (d.delivered()) {
            LOG.info("table {}: owner {} told privately that the bot lacks {} in chat {}", id, owner, missing, chat);
        } else {
            LOG.info("table {}: owner {} cannot be told privately either: {}", id, owner,
                    ((Delivery.Unreachable) d).reason());
        }
    }

    private String lobbyText() {
        Texts t = t();
        SeatRange range = game.seats(options);
        String count = range.min() == range.max() ? Integer.toString(range.min()) : range.min() + "-" + range.max();
        List<String> names = seats.stream()
                .map(s -> s.human() ? s.name : s.name + " (" + t.get("level." + s.level.id()) + ")").toList();
        return t.get("lobby.title", title(), ownerName) + "\n"
                + t.get("lobby.players", seats.size(), count,
                        names.isEmpty() ? t.get("lobby.nobody") : String.join(", ", names)) + "\n"
                + optionsText();
    }

    private String optionsText() {
        List<String> game = new ArrayList<>();
        options.asMap().forEach((k, v) -> {
            if (presenter.showsOption(k, options)) {
                game.add(k + " " + show(v));
            }
        });
        List<String> table = new ArrayList<>();
        tableOptions.asMap().forEach((k, v) -> {
            // "turnTimeout auto" alone does not say how long a turn is: "auto (24h)".
            boolean auto = k.equals(TableOptions.TURN_TIMEOUT) && v.equals("auto") && tableOptions.timeout() != null;
            table.add(k + " " + v + (auto ? " (" + TableOptions.show(tableOptions.timeout()) + ")" : ""));
        });
        return "⚙️ " + String.join(" · ", game) + "\n⏱️ " + String.join(" · ", table);
    }

    private static String show(Object value) {
        return value instanceof Boolean b ? (b ? "on" : "off") : String.valueOf(value);
    }

    private Message lobbyMessage() {
        Texts t = t();
        String text = lobbyText() + "\n" + t.get("lobby.hint", ownerName);
        return Message.of(text, List.of(
                List.of(new Button(t.get("button.join"), new Payload.Join(id).encode()),
                        new Button(t.get("button.leave"), new Payload.Leave(id).encode())),
                List.of(new Button(t.get("button.bot"), new Payload.AddBot(id).encode()),
                        new Button(t.get("button.start"), new Payload.Start(id).encode()))));
    }

    private Message tableMessage() {
        Texts t = t();
        Names names = names();
        StringBuilder sb = new StringBuilder("🃏 ").append(title()).append(" · ")
                .append(String.join(", ", names.seats()));
        sb.append('\n').append(presenter.table(match.publicView(), names, t));
        if (!lastLine.isEmpty()) {
            sb.append("\n▶️ ").append(lastLine);
        }
        if (match.isOver()) {
            sb.append('\n').append(stopped ? t.get("table.stopped") : t.get("table.over"));
            return Message.text(sb.toString());
        }
        Seat next = seats.get(match.toAct());
        if (async() && !next.computer() && turnSince != null) {
            // Over days "whose turn" is not enough: since when the table has been waiting for them.
            sb.append('\n').append(t.get("table.waiting", next.name, when(turnSince, t)));
        } else {
            sb.append('\n').append(t.get("table.turn", next.name + (next.away ? " 🤖" : "")));
        }
        return Message.of(sb.toString(), List.of(List.of(new Button(t.get("button.hand"), new Payload.Hand(id).encode()))));
    }

    private String scoreText(ScoreEvent score, Names names, Texts t) {
        int handNo = (int) match.events().stream().takeWhile(e -> e != score).filter(ScoreEvent.class::isInstance).count() + 1;
        return t.get("score.title", handNo) + "\n" + presenter.handScore(score, options, names, t) + "\n"
                + t.get("score.totals", totals(score.totals(), names));
    }

    private String totalsLine(Texts t) {
        return t.get("score.totals", totals(match.totals(), names()));
    }

    private static String totals(List<Integer> totals, Names names) {
        List<String> parts = new ArrayList<>();
        for (int side = 0; side < totals.size(); side++) {
            parts.add(names.side(side) + " " + totals.get(side));
        }
        return String.join(" · ", parts);
    }

    private Names names() {
        List<String> seatNames = seats.stream().map(s -> s.name).toList();
        List<String> sides = new ArrayList<>();
        int teams = match == null ? seats.size() : match.teamCount();
        for (int team = 0; team < teams; team++) {
            List<String> members = new ArrayList<>();
            for (int s = 0; s < seats.size(); s++) {
                if ((match == null ? s : match.teamOf(s)) == team) {
                    members.add(seats.get(s).name);
                }
            }
            sides.add(String.join("+", members));
        }
        return new Names(seatNames, sides);
    }

    String rejectionText(Rejection r, Texts t) {
        String own = presenter.rejection(r, t);
        if (own != null) {
            return own;
        }
        String key = "reject." + r.code();
        return t.has(key) ? t.get(key) : t.get("reject.other");
    }

    static String setupText(SetupException e, Texts t) {
        String key = "setup." + e.code();
        return t.has(key) ? t.get(key, e.args().toArray()) : e.getMessage();
    }

    String optionsSummary() {
        return optionsText();
    }

    // ---- helpers

    private boolean mayManage(Act a) {
        return a.from().admin() || a.from().id().equals(owner);
    }

    private int seatOf(UserId user) {
        for (int s = 0; s < seats.size(); s++) {
            if (user.equals(seats.get(s).user)) {
                return s;
            }
        }
        return -1;
    }

    private void makePlayers() {
        players.clear();
        for (int s = 0; s < seats.size(); s++) {
            players.put(s, entry.player(seats.get(s).level, options, seed + 7919L * (s + 1)));
        }
    }

    private boolean async() {
        return tableOptions.pace().equals("async");
    }

    /** Now, to the millisecond: the store keeps no finer times. */
    private Instant now() {
        return config().clock().instant().truncatedTo(ChronoUnit.MILLIS);
    }

    /** A day and time in the configured zone, as the language writes it: "Thu 1/1 21:00", "21:00 di gio 1/1". */
    private String when(Instant at, Texts t) {
        return DateTimeFormatter.ofPattern(t.get("time.when"), lang.locale()).withZone(config().zone()).format(at);
    }

    /** A time of day in the configured zone: "21:00". */
    private String clockTime(Instant at) {
        return DateTimeFormatter.ofPattern("HH:mm").withZone(config().zone()).format(at);
    }

    private static MessageRef ref(Delivery d) {
        return d.refOrNull();
    }

    private static MessageRef orElse(MessageRef fresh, MessageRef old) {
        return fresh != null ? fresh : old;
    }

    // ---- persistence

    TableSnapshot record() {
        List<SeatSnapshot> seatRecords = seats.stream()
                .map(s -> new SeatSnapshot(s.user, s.name, s.level, s.missed, s.away, s.prompt)).toList();
        Map<String, String> raw = new LinkedHashMap<>();
        options.asMap().forEach((k, v) -> raw.put(k, String.valueOf(v)));
        List<String> moves = match == null ? List.of() : match.history().stream().map(Move::code).toList();
        int turn = phase == Phase.PLAYING && match != null && !match.isOver() ? match.toAct() : -1;
        return new TableSnapshot(id, chat, game.id(), raw, tableOptions.asMap(), owner, ownerName, lang, phase,
                seatRecords, seed, moves, stopped, lobbyRef, tableRef, lastLine, deadline, reminderAt, turn,
                phase == Phase.LOBBY ? null : turnSince, lastNudge);
    }

    /** Rebuilds a table from its record: the match by replaying its moves, the timers from the deadlines. */
    static Table restore(TableSnapshot r, GameEntry entry, TableHost host) {
        Game game = entry.game();
        Table table = new Table(r.id(), r.chat(), entry, game.resolveOptions(r.options()), r.owner(), r.ownerName(),
                r.lang(), host);
        table.tableOptions = TableOptions.fromMap(r.tableOptions());
        for (SeatSnapshot s : r.seats()) {
            Seat seat = new Seat(s.user(), s.name(), s.level());
            seat.missed = s.missed();
            seat.away = s.away();
            seat.prompt = s.prompt();
            table.seats.add(seat);
        }
        table.phase = r.phase();
        table.seed = r.seed();
        table.lobbyRef = r.lobbyMessage();
        table.tableRef = r.tableMessage();
        table.lastLine = r.lastLine();
        table.stopped = r.stopped();
        table.turnSince = r.turnSince();
        table.lastNudge = r.lastNudge();
        if (r.phase() != Phase.LOBBY) {
            table.match = game.newMatch(table.options, table.seats.size(), r.seed());
            for (String code : r.moves()) {
                Outcome o = table.match.apply(table.match.toAct(), game.parseMove(code));
                if (!o.applied()) {
                    throw new IllegalStateException("table " + r.id() + ": replay refused " + code + ": " + o);
                }
            }
            table.makePlayers();
            // Deadlines of an earlier turn (a crash between a move and its table's save) are not this turn's.
            boolean current = !table.match.isOver() && r.toAct() == table.match.toAct();
            table.deadline = current ? r.deadline() : null;
            table.reminderAt = current ? r.reminderAt() : null;
        }
        return table;
    }

    /**
     * After a restore: re-arms the timers from the stored deadlines, or lets the computer
     * move (and the match end) if that is what was left to do.
     *
     * @param announce at start-up: the chat's lobby or table message is refreshed (edited,
     *                 or posted again if it cannot be edited; the old one is kept when
     *                 that is refused too)
     */
    void resume(boolean announce) {
        if (announce && phase == Phase.LOBBY && lobbyRef != null && !editInChat(lobbyRef, lobbyMessage()).delivered()) {
            lobbyRef = orElse(ref(post(lobbyMessage())), lobbyRef);
        }
        if (phase != Phase.PLAYING) {
            return;
        }
        if (announce && (tableRef == null || !editInChat(tableRef, tableMessage()).delivered())) {
            tableRef = orElse(ref(post(tableMessage())), tableRef);
        }
        if (deadline != null) {
            scheduleTimers();
        } else if (announce) {
            advance();
        }
    }

    /** Stops this copy's timers: a fresher copy from the store replaces it. */
    void discard() {
        cancelTimers();
    }

    /** The transcript of the match, for {@code /history}. */
    String transcript() {
        return Transcript.of(match, seats.stream().map(s -> s.name).toList()).toJson();
    }

    /** How each human did, for the chat's leaderboard; nothing for a stopped match. */
    List<PlayerResult> results() {
        MatchResult result = match.result();
        if (result == null || result.stopped()) {
            return List.of();
        }
        List<PlayerResult> out = new ArrayList<>();
        for (int s = 0; s < seats.size(); s++) {
            Seat seat = seats.get(s);
            if (seat.human()) {
                int team = match.teamOf(s);
                out.add(new PlayerResult(seat.user.id(), seat.name, result.winners().contains(team),
                        result.totals().get(team)));
            }
        }
        return out;
    }

    /** The match, for tests and the store. */
    MatchState match() {
        return match;
    }
}
