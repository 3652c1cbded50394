package dev.mazziere.table.flow;

import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.Delivery;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Texts;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * One table in one chat, as whoever runs it sees it: a facade over its parts, each with one
 * job: the state ({@link TableState}), the {@link Lobby}, the {@link TurnLoop}, the
 * {@link TurnClock}, the {@link PlayerMail}, the {@link GroupMessages} and the screens
 * ({@link TableScreens}). Every decision returns the {@link Step} that writes and says it;
 * the table writes nothing, arms nothing and calls nobody back. Not thread-safe: called under
 * the chat's lock, one event at a time.
 */
public final class Table {

    /**
     * How long after its thinking pause a computer's turn that nobody plays counts as
     * stalled, for a copy of the table loaded from the store ({@link #resume}): the
     * instance that made the move before it plays it at once, so this is a bound for a
     * move that failed to save, or an instance that stopped.
     */
    public static final Duration STALLED_AFTER = Duration.ofSeconds(10);

    public final String id;
    private final TableState state;
    private final Context context;
    private final TableScreens screens;
    private final GroupMessages group;
    private final PlayerMail mail;
    private final TurnClock clock;
    private final TurnLoop loop;
    private final Lobby lobby;
    private final OptionCommand options;
    private final SkipVotes skips;
    private final TableCoach coach;

    /** A table over {@code state}, run with {@code context}; a restored match gets its computer players. */
    public Table(TableState state, Context context) {
        this.id = state.id;
        this.state = state;
        this.context = context;
        this.screens = new TableScreens(state, context.config().zone(), context.out()::capabilities,
                () -> state.solo(context.out()));
        this.group = new GroupMessages(state, context, screens, this::chatRecovered);
        this.mail = new PlayerMail(state, context, screens, group);
        this.clock = new TurnClock(state, context, mail, group, this::timeRanOut);
        this.loop = new TurnLoop(state, context, screens, group, mail, clock);
        StandIns standIns = new StandIns(state, context, group, mail, clock, loop);
        this.lobby = new Lobby(state, context, screens, group, loop, standIns);
        this.options = new OptionCommand(state, context, screens, group);
        this.skips = new SkipVotes(state, context, clock, loop);
        this.coach = new TableCoach(state, context, group, loop);
        if (state.match != null) {
            loop.makePlayers();
        }
    }

    private void chatRecovered() {
        clock.restartIfPaused();
    }

    private Step timeRanOut() {
        return loop.timedOut();
    }

    // ---- what the service asks

    public ChatId chat() {
        return state.chat;
    }

    public Lang lang() {
        return state.lang;
    }

    public String title() {
        return state.title();
    }

    /** {@code /rules} at this table: its game's rules with its options, and the options in force. */
    public String rules(Texts t) {
        return state.presenter().rules(state.options, t) + "\n" + screens.options();
    }

    /**
     * True when {@code opening} opens a table of the game this one plays, as titled here
     * ({@code /rules scopa} at a Scopone table does not).
     */
    public boolean plays(GameRegistry.Opening opening) {
        return opening.entry().id().equals(state.game().id())
                && state.presenter().title(opening.entry().game().resolveOptions(opening.command().preset()))
                .equals(state.title());
    }

    /** True for the lobby of the rematch of the finished table {@code tableId}, while it is one. */
    public boolean isRematchLobbyOf(String tableId) {
        return state.phase == Phase.LOBBY && state.rematch != null && tableId.equals(state.rematch.tableId());
    }

    /** A ✅ on the lobby message joins, removing it leaves. */
    public boolean isLobbyMessage(MessageRef ref) {
        return state.phase == Phase.LOBBY && state.lobbyRef != null && state.lobbyRef.equals(ref);
    }

    // ---- users

    /** Posts the lobby; the opener sits down first. */
    public Step open(Act a) {
        return lobby.open(a);
    }

    /** A solo table, opened in the opener's private chat: computer players take the other seats. */
    public Step openAlone(Act a) {
        return lobby.openAlone(a);
    }

    /** A rematch's lobby: these computer players keep their seats, and the presser sits down and runs it. */
    public Step openRematch(Act a, List<Seat> computers) {
        return lobby.openRematch(a, computers);
    }

    /** The table's message as it is now (the lobby, or the table), for a player who asked privately. */
    public dev.mazziere.chat.Message view(Texts t) {
        return state.phase == Phase.LOBBY ? screens.lobby(t) : screens.table(t);
    }

    /** A table command from the chat: {@code /join}, {@code /start}, {@code /hand} ... */
    public Step command(Command command, Act a, List<String> args) {
        return switch (command) {
            case JOIN -> lobby.join(a);
            case LEAVE -> lobby.leave(a);
            case ADDBOT -> lobby.addBot(a, args.isEmpty() ? "" : args.get(0));
            case REMOVE -> lobby.remove(a, args);
            case OPTION -> options.option(a, args);
            case START -> lobby.start(a);
            case STOP -> lobby.stop(a);
            case HAND -> Step.say(() -> mail.showHand(a));
            case TABLE -> Step.say(() -> {
                a.done();
                group.repost();
            });
            case NUDGE -> clock.nudge(a);
            case SKIP -> skips.skip(a, -1);
            default -> throw new IllegalArgumentException("not a table command: " + command);
        };
    }

    /**
     * A button of this table. A lobby's buttons act only in the lobby (an old message's,
     * pressed during the match, is answered and changes nothing).
     */
    public Step press(Act a, Payload payload) {
        return switch (payload) {
            case Payload.Action action when action.kind().lobby() && state.phase != Phase.LOBBY ->
                    Step.answer(a, a.t().get("press.lobbyOver"));
            case Payload.Action action -> switch (action.kind()) {
                case JOIN -> command(Command.JOIN, a, List.of());
                case LEAVE -> command(Command.LEAVE, a, List.of());
                case ADD_BOT -> command(Command.ADDBOT, a, List.of());
                case START -> command(Command.START, a, List.of());
                case HAND -> command(Command.HAND, a, List.of());
                // Only a finished table offers a rematch (Rematches): this is no button of ours.
                case REMATCH -> Step.answer(a, a.t().get("press.unknown"));
            };
            case Payload.Play play -> loop.play(a, play);
            case Payload.Select select -> loop.select(a, select);
            case Payload.Skip skip -> skips.skip(a, skip.moveNumber());
            case Payload.Hint hint -> coach.hint(a, hint);
            case Payload.Review review -> coach.review(a, review);
            // The /deleteme button is the chat's commands' (EventRouter): never a table's.
            case Payload.Forget forget -> Step.answer(a, a.t().get("press.unknown"));
        };
    }

    /** The chat's language changed: the table speaks it from now on, its message redrawn. */
    public Step language(Lang lang) {
        state.lang = lang;
        return Step.table(group::refresh);
    }

    // ---- news about the chat

    /** The platform moved the chat (a group became a supergroup): the table lives on in {@code to}. */
    public Step moveTo(ChatId to) {
        return Step.say(() -> group.moveTo(to));
    }

    /** An edit in this table's chat went out later with {@code result}. */
    public Step editSent(MessageRef ref, Delivery result) {
        return Step.say(() -> group.editSent(ref, result));
    }

    /** A message posted later in this table's chat is there, with its own ref, or is not. */
    public Step posted(MessageRef pending, Delivery result) {
        return Step.say(() -> group.posted(pending, result));
    }

    /** The bot was removed from the table's chat: the table waits for it to come back. */
    public Step chatGone(String why) {
        return Step.say(() -> group.gone(why));
    }

    /** {@code count} users were told privately that this table opened: its lobby says so. */
    public void told(int count) {
        state.told = count;
    }

    /** The table's place was closed or deleted (a Telegram topic): the table stops with its standings. */
    public Step placeClosed(Act a) {
        return lobby.placeClosed(a);
    }

    // ---- life

    /** The table's state, for its record ({@code TableRows}) and for tests. */
    public TableState state() {
        return state;
    }

    /** The table's alarms, for whoever runs it to arm, ring and call off. */
    public Alarms alarms() {
        return clock.alarms();
    }

    /** One of the table's alarms rang: what it does now, if the turn it was set for still waits. */
    public Step ring(Alarm alarm) {
        return switch (alarm.kind()) {
            case REMIND -> clock.remind(alarm.moveNumber());
            case EXPIRE -> clock.expire(alarm.moveNumber());
            case COMPUTER -> loop.computerRang(alarm.moveNumber());
        };
    }

    /**
     * After a restore or a reload from the store: asks again for the turn's alarms from the
     * stored deadlines; a computer's turn gets an alarm too, due {@code stalledAfter} after
     * its thinking pause ({@link #STALLED_AFTER} for a reload, none at start-up), which plays
     * it should nobody else have (its move failed to save, or the instance that was to play
     * it stopped). So every turn the bot must play has an alarm.
     */
    public void resume(Duration stalledAfter) {
        if (state.phase != Phase.PLAYING) {
            return;
        }
        if (state.deadline != null) {
            clock.schedule();
        } else if (computerToAct()) {
            Instant now = context.config().clock().instant();
            Instant since = state.turnSince != null ? state.turnSince : now;
            Duration left = Duration.between(now, since.plus(context.config().botPause()).plus(stalledAfter));
            loop.computerLater(left.isNegative() ? Duration.ZERO : left);
        }
    }

    private boolean computerToAct() {
        return state.playing() && state.toAct().computer();
    }

    /**
     * True when a restored table has something left to do that no alarm will do: the
     * prompt of a turn with no time limit, the end of the match (a computer's turn has its
     * alarm, {@link #resume(Duration)}).
     */
    public boolean leftToDo() {
        return state.phase == Phase.PLAYING && state.deadline == null && !computerToAct();
    }

    /**
     * True unless the table waits for a step of the bot's (a computer's turn, a reminder, a
     * timed-out turn) with no alarm to take it: for the invariant that no table stalls.
     */
    public boolean attended() {
        return !state.playing() || clock.armed() || !state.toAct().computer() && state.deadline == null;
    }

    /** Does what {@link #leftToDo()} said: lets the computer move, prompts, or ends the match. */
    public Step carryOn() {
        return leftToDo() ? loop.advance() : Step.none();
    }

    /**
     * At start-up, when its turn among the tables comes: the chat's lobby or table message
     * is refreshed (edited, or posted again if it cannot be edited; the old one is kept
     * when that is refused too), unless the table drew it since it was loaded.
     */
    public Step redraw() {
        return Step.say(() -> {
            if (!group.drawnSinceLoad()) {
                group.announce();
            }
        });
    }

    /** Calls off this copy's alarms: a fresher copy from the store replaces it. */
    public void discard() {
        clock.cancel();
    }
}
