package dev.mazziere.games.traversone;

import static dev.mazziere.cards.CardRenderer.render;

import dev.mazziere.cards.Card;
import dev.mazziere.cards.HandOrder;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.game.MatchEvent;
import dev.mazziere.game.Move;
import dev.mazziere.game.Options;
import dev.mazziere.game.ScoreEvent;
import dev.mazziere.game.View;
import dev.mazziere.games.tricks.CardPoints;
import dev.mazziere.games.tricks.TrickEvents;
import dev.mazziere.games.tricks.TrickTexts;
import dev.mazziere.text.GameCommand;
import dev.mazziere.text.BundledPresenter;
import dev.mazziere.text.Names;
import dev.mazziere.text.Texts;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * How Traversone looks in a chat: the trick on the table with who played what, the
 * points each player has taken in this smazzata (every card was shown when played),
 * and the totals against the limit. Texts in {@code traversone*.properties} next to
 * this class; game terms stay Italian in both languages.
 */
public final class TraversonePresenter extends BundledPresenter {

    private static final List<GameCommand> COMMANDS = List.of(
            new GameCommand("traversone", List.of("ciapano"), Map.of()), GameCommand.of("rovescino"));

    static final String BUNDLE = "dev.mazziere.games.traversone.traversone";

    public TraversonePresenter() {
        super(BUNDLE, COMMANDS, "Traversone");
    }

    private static Texts own(Texts t) {
        return t.bundle(BUNDLE);
    }

    /** A suit as players say it, with its mark: {@code 🍷 coppe}. */
    static String suit(ItalianSuit suit) {
        return TrickTexts.suit(suit);
    }

    @Override
    public String table(View publicView, Names names, Texts t) {
        TraversoneView v = (TraversoneView) publicView;
        Texts s = own(t);
        int tricks = TraversoneRules.handSize(v.seats());
        List<String> lines = new ArrayList<>();
        boolean handOver = v.tricksPlayed() >= tricks;
        lines.add(handOver ? s.get("table.head.over", v.handNumber())
                : s.get("table.head", v.handNumber(), v.tricksPlayed() + 1, tricks, names.seat(v.leader())));
        if (!v.trick().isEmpty()) {
            lines.add(s.get("table.trick", suit(v.trick().get(0).card().suit()), TrickTexts.plays(v.trick(), names)));
        } else if (v.lastTrick() != null) {
            lines.add(s.get("table.lastTrick", names.seat(v.lastTrick().winner()), lastTrick(v, names)));
        } else if (v.assoBastoni()) {
            lines.add(s.get("table.firstLead"));
        }
        if (v.tricksPlayed() > 0 && !handOver) {
            // once the hand is over its breakdown says what each took
            lines.add(s.get("table.taken", taken(v, names)));
        }
        List<String> totals = new ArrayList<>();
        for (int seat = 0; seat < v.seats(); seat++) {
            totals.add(names.seat(seat) + " " + v.totals().get(seat));
        }
        lines.add(s.get("table.totals", String.join(" · ", totals), v.limit()));
        return String.join("\n", lines);
    }

    /** The last trick's cards with who played each, from the seat that led it. */
    private static String lastTrick(TraversoneView v, Names names) {
        return TrickTexts.plays(TraversoneRules.TRICK_RULES.plays(v.lastTrick(), null, v.seats()), names);
    }

    /** Points taken so far this smazzata per seat, the Asso di bastoni marked when it costs. */
    private static String taken(TraversoneView v, Names names) {
        List<String> parts = new ArrayList<>();
        for (int seat = 0; seat < v.seats(); seat++) {
            String part = names.seat(seat) + " " + TrickTexts.thirds(v.thirds().get(seat));
            if (v.assoBastoni() && v.taken().get(seat).contains(TraversoneRules.ASSO_DI_BASTONI)) {
                part += " " + render(TraversoneRules.ASSO_DI_BASTONI) + "+" + TraversoneRules.ASSO_BASTONI_PENALTY;
            }
            parts.add(part);
        }
        return String.join(" · ", parts);
    }

    @Override
    public String describe(MatchEvent event, Names names, Texts t) {
        Texts s = own(t);
        if (event instanceof TrickEvents.Play<?> p) {
            return s.get("play", names.seat(p.seat()), render(p.card()));
        }
        if (event instanceof TrickEvents.Trick<?> trick) {
            int thirds = CardPoints.THIRDS.of(trick.cards().stream().map(ItalianCard.class::cast).toList());
            // No word on the Asso di bastoni here: the event does not say whether the option is
            // on; the table's points line and the hand's score show its 10 points when it is.
            return thirds == 0 ? s.get("trick", names.seat(trick.winner()))
                    : s.get("trick.points", names.seat(trick.winner()), TrickTexts.thirds(thirds));
        }
        return null;
    }

    @Override
    public String hand(View seatView, Texts t) {
        TraversoneView v = (TraversoneView) seatView;
        Texts s = own(t);
        List<String> lines = new ArrayList<>();
        lines.add(v.hand().isEmpty() ? s.get("hand.empty") : s.get("hand.cards", bySuit(inHandOrder(v.hand()))));
        if (!v.trick().isEmpty()) {
            lines.add(s.get("hand.trick", suit(v.trick().get(0).card().suit()),
                    render(v.table().cardsOnTable())));
        } else if (v.toAct() == v.viewer() && v.firstTrick() && v.assoBastoni()) {
            lines.add(s.get("hand.firstLead"));
        } else if (v.toAct() == v.viewer()) {
            lines.add(s.get("hand.lead"));
        }
        if (v.viewer() >= 0 && v.viewer() < v.seats()) {
            lines.add(s.get("hand.points", TrickTexts.thirds(v.thirds().get(v.viewer())), v.totals().get(v.viewer()), v.limit()));
        }
        return String.join("\n", lines);
    }

    /** A hand in its order, its suits apart: {@code A🪙 3🪙 · 5🍷 · F🪵}. */
    private static String bySuit(List<ItalianCard> ordered) {
        List<String> groups = new ArrayList<>();
        for (ItalianSuit suit : ItalianSuit.values()) {
            List<ItalianCard> cards = ordered.stream().filter(c -> c.suit() == suit).toList();
            if (!cards.isEmpty()) {
                groups.add(render(cards));
            }
        }
        return String.join(" · ", groups);
    }

    /** A hand as text, buttons and picture show it: by suit (denari, coppe, spade, bastoni), then rank. */
    static List<ItalianCard> inHandOrder(List<ItalianCard> hand) {
        return HandOrder.of(hand);
    }

    @Override
    public List<? extends Card> handOrder(View seatView) {
        return inHandOrder(((TraversoneView) seatView).hand());
    }

    /** The moves in the order of the hand. */
    @Override
    public List<? extends Move> buttonOrder(List<? extends Move> legal) {
        return HandOrder.byCard(legal.stream().map(TraversoneMove.class::cast).toList(), TraversoneMove::card);
    }

    @Override
    public String moveLabel(Move move, View seatView, Texts t) {
        return render(((TraversoneMove) move).card());
    }

    @Override
    public String handScore(ScoreEvent score, Names names, Texts t) {
        return handScore(score, 0, true, names, t);
    }

    @Override
    public String handScore(ScoreEvent score, Options options, Names names, Texts t) {
        return handScore(score, options.number(TraversoneGame.LIMIT),
                !"off".equals(options.choice(TraversoneGame.CAPPOTTO)), names, t);
    }

    /**
     * In one line, what the table's points line does not say: who took the last trick and
     * the leftover thirds, the Asso di bastoni, a cappotto (unless the option is off, when it
     * changes nothing), and who reached the limit ({@code 0}: not looked at).
     */
    private static String handScore(ScoreEvent score, int limit, boolean cappotto, Names names, Texts t) {
        Texts s = own(t);
        TraversoneEvents.HandScore h = (TraversoneEvents.HandScore) score.hand();
        int seats = h.thirds().size();
        boolean charged = h.cappotto() != null && score.points().get(h.cappotto()) == 0;
        List<String> out = new ArrayList<>();
        for (int seat = 0; seat < seats; seat++) {
            List<String> parts = new ArrayList<>();
            int cardThirds = h.thirds().get(seat);
            int rounded = (cardThirds + (seat == h.lastTrick() ? TraversoneRules.LAST_TRICK_THIRDS : 0)) / 3;
            int extra = score.points().get(seat) - rounded;
            if (seat == h.lastTrick()) {
                parts.add(s.get("score.lastTrick"));
            }
            if (!charged) {
                if (extra >= TraversoneRules.ASSO_BASTONI_PENALTY) {
                    parts.add(render(TraversoneRules.ASSO_DI_BASTONI) + " +" + TraversoneRules.ASSO_BASTONI_PENALTY);
                    extra -= TraversoneRules.ASSO_BASTONI_PENALTY;
                }
                if (seat == h.lastTrick() && extra > 0) {
                    parts.add(s.get("score.remainders", extra));
                }
            }
            if (!parts.isEmpty()) {
                out.add(s.get("score.seat", names.seat(seat), String.join(", ", parts)));
            }
        }
        if (h.cappotto() != null && cappotto) {
            String who = names.seat(h.cappotto());
            out.add(charged ? s.get("score.cappotto.charge", who, maxOtherPoints(score, h.cappotto()))
                    : s.get("score.cappotto", who));
        }
        List<String> reached = new ArrayList<>();
        for (int seat = 0; limit > 0 && seat < seats; seat++) {
            if (score.totals().get(seat) >= limit) {
                reached.add(names.seat(seat) + " " + score.totals().get(seat));
            }
        }
        if (!reached.isEmpty()) {
            out.add(s.get("score.limit.reached", limit, String.join(", ", reached)));
        }
        return String.join(" · ", out);
    }

    private static int maxOtherPoints(ScoreEvent score, int cappotto) {
        int max = 0;
        for (int seat = 0; seat < score.points().size(); seat++) {
            if (seat != cappotto) {
                max = Math.max(max, score.points().get(seat));
            }
        }
        return max;
    }

    @Override
    public String rules(Options options, Texts t) {
        Texts s = own(t);
        List<String> lines = new ArrayList<>();
        lines.add(s.get("rules.head"));
        lines.add(s.get("rules.deal"));
        lines.add(s.get("rules.play"));
        lines.add(s.get("rules.points." + options.choice(TraversoneGame.REMAINDERS)));
        boolean asso = options.flag(TraversoneGame.ASSO_BASTONI);
        String cappotto = options.choice(TraversoneGame.CAPPOTTO);
        if (!"off".equals(cappotto)) {
            lines.add(s.get("rules.cappotto." + cappotto, TraversoneRules.handMaximum(asso)));
        }
        if (asso) {
            lines.add(s.get("rules.assoBastoni", TraversoneRules.ASSO_BASTONI_PENALTY));
        }
        lines.add(s.get("rules.limit", options.number(TraversoneGame.LIMIT)));
        return String.join("\n", lines);
    }

    @Override
    protected String shownArgument(String arg, Texts own) {
        return TrickTexts.cardOrSuit(arg);
    }
}
