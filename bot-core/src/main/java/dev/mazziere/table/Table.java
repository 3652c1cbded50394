package dev.mazziere.table;

import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.Delivery;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.chat.Outbox;
import dev.mazziere.game.MatchResult;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Transcript;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.store.PlayerResult;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Texts;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * One table in one chat, as the service sees it: a facade over its parts, each with one
 * job: the state ({@link TableState}), the {@link Lobby}, the {@link TurnLoop}, the
 * {@link TurnClock}, the {@link PlayerMail}, the {@link GroupMessages} and the screens
 * ({@link TableScreens}); {@link TableSnapshots} saves and restores it. Not thread-safe:
 * {@link Tables} calls it under the chat's lock, one event at a time.
 */
final class Table {

    /**
     * How long after its thinking pause a computer's turn that nobody plays counts as
     * stalled, for a copy of the table loaded from the store ({@link #resume}): the
     * instance that made the move before it plays it at once, so this is a bound for a
     * move that failed to save, or an instance that stopped.
     */
    static final Duration STALLED_AFTER = Duration.ofSeconds(10);

    final String id;
    /** What the store holds of this table, as {@link TableRepository} and {@link TableWriter} keep it. */
    Persisted stored;
    private final TableState state;
    private final TableServices services;
    private final TableScreens screens;
    private final GroupMessages group;
    private final PlayerMail mail;
    private final TurnClock clock;
    private final TurnLoop loop;
    private final Lobby lobby;
    private final SkipVotes skips;
    private final TableCoach coach;

    /** A table over {@code state}, run by {@code host}; a restored match gets its computer players. */
    Table(TableState state, TableHost host) {
        this.id = state.id;
        this.state = state;
        this.services = bind(host);
        this.screens = new TableScreens(state, host.config().zone(), host.out()::capabilities, () -> state.solo(host.out()));
        this.group = new GroupMessages(state, services, screens, this::chatRecovered);
        this.mail = new PlayerMail(state, services, screens, group);
        this.clock = new TurnClock(state, services, mail, group, this::timeRanOut);
        this.loop = new TurnLoop(state, services, screens, group, mail, clock);
        StandIns standIns = new StandIns(state, services, group, mail, clock, loop);
        this.lobby = new Lobby(state, services, screens, group, loop, standIns);
        this.skips = new SkipVotes(state, services, clock, loop);
        this.coach = new TableCoach(state, services, group, loop);
        if (state.match != null) {
            loop.makePlayers();
        }
    }

    private void chatRecovered() {
        clock.restartIfPaused();
    }

    private void timeRanOut() {
        loop.timedOut();
    }

    /** The host's services with this table filled in. */
    private TableServices bind(TableHost host) {
        return new TableServices() {
            @Override
            public Outbox out() {
                return host.out();
            }

            @Override
            public TableConfig config() {
                return host.config();
            }

            @Override
            public void commit() {
                host.commit(Table.this);
            }

            @Override
            public void commitMove(int seq, int seat, String code) {
                host.commitMove(Table.this, seq, seat, code);
            }

            @Override
            public void claim(dev.mazziere.store.Deadline deadline) {
                host.claim(Table.this, deadline);
            }

            @Override
            public Scheduler.Cancellable later(Duration delay, Runnable task) {
                return host.later(Table.this, delay, task);
            }

            @Override
            public void closed() {
                host.closed(Table.this);
            }
        };
    }

    // ---- what the service asks

    ChatId chat() {
        return state.chat;
    }

    Lang lang() {
        return state.lang;
    }

    String title() {
        return state.title();
    }

    /** {@code /rules} at this table: its game's rules with its options, and the options in force. */
    String rules(Texts t) {
        return state.presenter().rules(state.options, t) + "\n" + screens.options();
    }

    /**
     * True when {@code opening} opens a table of the game this one plays, as titled here
     * ({@code /rules scopa} at a Scopone table does not).
     */
    boolean plays(GameRegistry.Opening opening) {
        return opening.entry().id().equals(state.game().id())
                && state.presenter().title(opening.entry().game().resolveOptions(opening.command().preset()))
                .equals(state.title());
    }

    /**
     * The leaderboard this table's results count in: its game, or the variant it plays
     * ({@code scopone}, {@code ramino due mazzi}), as its title names it.
     */
    String board() {
        return ChatRecords.board(state.title());
    }

    /** The match, for the store; null in the lobby. */
    MatchState match() {
        return state.match;
    }

    /** True for the lobby of the rematch of the finished table {@code tableId}, while it is one. */
    boolean isRematchLobbyOf(String tableId) {
        return state.phase == Phase.LOBBY && state.rematch != null && tableId.equals(state.rematch.tableId());
    }

    /** A ✅ on the lobby message joins, removing it leaves. */
    boolean isLobbyMessage(MessageRef ref) {
        return state.phase == Phase.LOBBY && state.lobbyRef != null && state.lobbyRef.equals(ref);
    }

    // ---- users

    /** Posts the lobby; the opener sits down first. */
    void open(Act a) {
        lobby.open(a);
    }

    /** A solo table, opened in the opener's private chat: computer players take the other seats. */
    void openAlone(Act a) {
        lobby.openAlone(a);
    }

    /** A rematch's lobby: these computer players keep their seats, and the presser sits down and runs it. */
    void openRematch(Act a, List<Seat> computers) {
        lobby.openRematch(a, computers);
    }

    /** The table's message as it is now (the lobby, or the table), for a player who asked privately. */
    dev.mazziere.chat.Message view(Texts t) {
        return state.phase == Phase.LOBBY ? screens.lobby(t) : screens.table(t);
    }

    /** A table command from the chat: {@code /join}, {@code /start}, {@code /hand} ... */
    void command(Command command, Act a, List<String> args) {
        switch (command) {
            case JOIN -> lobby.join(a);
            case LEAVE -> lobby.leave(a);
            case ADDBOT -> lobby.addBot(a, args.isEmpty() ? "" : args.get(0));
            case REMOVE -> lobby.remove(a, args);
            case OPTION -> lobby.option(a, args);
            case START -> lobby.start(a);
            case STOP -> lobby.stop(a);
            case HAND -> mail.showHand(a);
            case TABLE -> {
                a.done();
                group.repost();
            }
            case NUDGE -> clock.nudge(a);
            case SKIP -> skips.skip(a, -1);
            default -> throw new IllegalArgumentException("not a table command: " + command);
        }
    }

    /**
     * A button of this table. A lobby's buttons act only in the lobby (an old message's,
     * pressed during the match, is answered and changes nothing).
     */
    void press(Act a, Payload payload) {
        switch (payload) {
            case Payload.Action action when action.kind().lobby() && state.phase != Phase.LOBBY ->
                    a.answer(a.t().get("press.lobbyOver"));
            case Payload.Action action -> {
                switch (action.kind()) {
                    case JOIN -> command(Command.JOIN, a, List.of());
                    case LEAVE -> command(Command.LEAVE, a, List.of());
                    case ADD_BOT -> command(Command.ADDBOT, a, List.of());
                    case START -> command(Command.START, a, List.of());
                    case HAND -> command(Command.HAND, a, List.of());
                    // Only a finished table offers a rematch (Rematches): this is no button of ours.
                    case REMATCH -> a.answer(a.t().get("press.unknown"));
                }
            }
            case Payload.Play play -> loop.play(a, play);
            case Payload.Select select -> loop.select(a, select);
            case Payload.Skip skip -> skips.skip(a, skip.moveNumber());
            case Payload.Hint hint -> coach.hint(a, hint);
            case Payload.Review review -> coach.review(a, review);
        }
    }

    /** The chat's language changed: the table speaks it from now on, its message redrawn. */
    void language(Lang lang) {
        state.lang = lang;
        services.commit();
        group.refresh();
    }

    // ---- news about the chat

    /** The platform moved the chat (a group became a supergroup): the table lives on in {@code to}. */
    void moveTo(ChatId to) {
        group.moveTo(to);
    }

    /** An edit in this table's chat went out later with {@code result}. */
    void editSent(MessageRef ref, Delivery result) {
        group.editSent(ref, result);
    }

    /** A message posted later in this table's chat is there, with its own ref, or is not. */
    void posted(MessageRef pending, Delivery result) {
        group.posted(pending, result);
    }

    /** The bot was removed from the table's chat: the table waits for it to come back. */
    void chatGone(String why) {
        group.gone(why);
    }

    // ---- life

    /** The table as the store keeps it. */
    TableSnapshot record() {
        return TableSnapshots.record(state);
    }

    /** The table as its row and messages are written: without the move codes, which the store has one by one. */
    TableSnapshot recordForStore() {
        return TableSnapshots.record(state, false);
    }

    /** Who sits here and whose turn it is, as {@code now} (the snapshot just written or read) has it. */
    Seated seated(TableSnapshot now) {
        return Seated.of(state, now);
    }

    /** The number of moves of the match, 0 in the lobby. */
    int moveCount() {
        return state.match == null ? 0 : state.match.moveCount();
    }

    /** A table rebuilt from its snapshot, its match replayed; {@link #resume} starts it. */
    static Table restore(TableSnapshot snapshot, dev.mazziere.games.GameEntry entry, TableHost host) {
        return new Table(TableSnapshots.restore(snapshot, entry), host);
    }

    /**
     * After a restore or a reload from the store: re-arms the turn's timers from the stored
     * deadlines; a computer's turn gets a timer too, due {@code stalledAfter} after its
     * thinking pause ({@link #STALLED_AFTER} for a reload, none at start-up), which plays it
     * should nobody else have (its move failed to save, or the instance that was to play it
     * stopped). So every turn the bot must play has a timer.
     */
    void resume(Duration stalledAfter) {
        if (state.phase != Phase.PLAYING) {
            return;
        }
        if (state.deadline != null) {
            clock.schedule();
        } else if (computerToAct()) {
            Instant now = services.config().clock().instant();
            Instant since = state.turnSince != null ? state.turnSince : now;
            Duration left = Duration.between(now, since.plus(services.config().botPause()).plus(stalledAfter));
            loop.computerLater(left.isNegative() ? Duration.ZERO : left);
        }
    }

    private boolean computerToAct() {
        return state.playing() && state.toAct().computer();
    }

    /**
     * True when a restored table has something left to do that no timer will do: the
     * prompt of a turn with no time limit, the end of the match (a computer's turn has its
     * timer, {@link #resume(Duration)}).
     */
    boolean leftToDo() {
        return state.phase == Phase.PLAYING && state.deadline == null && !computerToAct();
    }

    /**
     * True unless the table waits for a step of the bot's (a computer's turn, a reminder, a
     * timed-out turn) with no timer armed to take it: for the invariant that no table stalls.
     */
    boolean attended() {
        return !state.playing() || clock.armed() || !state.toAct().computer() && state.deadline == null;
    }

    /** Does what {@link #leftToDo()} said: lets the computer move, prompts, or ends the match. */
    void carryOn() {
        if (leftToDo()) {
            loop.advance();
        }
    }

    /**
     * At start-up, when its turn among the tables comes: the chat's lobby or table message
     * is refreshed (edited, or posted again if it cannot be edited; the old one is kept
     * when that is refused too), unless the table drew it since it was loaded.
     */
    void redraw() {
        if (!group.drawnSinceLoad()) {
            group.announce();
        }
    }

    /** Stops this copy's timers: a fresher copy from the store replaces it. */
    void discard() {
        clock.cancel();
    }

    /** The transcript of the match, for {@code /history}. */
    String transcript() {
        return Transcript.of(state.match, state.seats.stream().map(s -> s.name).toList()).toJson();
    }

    /**
     * True when a player took the coach's hint in this match ({@code coach on}): such a match
     * counts for nobody in the leaderboard ({@link #results}) nor, once they are kept, in the
     * ratings. Kept with the table's seats, so it survives a restart.
     */
    boolean hintsUsed() {
        return state.seats.stream().anyMatch(s -> s.hints > 0);
    }

    /**
     * How each player did, for the chat's leaderboard: only players seated at the end who
     * made at least half of their seat's moves (a seat the computer mostly played counts
     * for nobody); nothing for a stopped match, nor for one where anyone took a hint.
     */
    List<PlayerResult> results() {
        MatchResult result = state.match.result();
        if (result == null || result.stopped() || hintsUsed()) {
            return List.of();
        }
        List<PlayerResult> out = new ArrayList<>();
        for (int s = 0; s < state.seats.size(); s++) {
            Seat seat = state.seats.get(s);
            if (seat.earnedResult()) {
                int team = state.match.teamOf(s);
                out.add(new PlayerResult(seat.user.id(), seat.name, result.winners().contains(team),
                        result.totals().get(team)));
            }
        }
        return out;
    }
}
