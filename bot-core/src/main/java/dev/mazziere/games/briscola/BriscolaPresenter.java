package dev.mazziere.games.briscola;

import static dev.mazziere.cards.CardRenderer.render;

import dev.mazziere.cards.Card;
import dev.mazziere.cards.CardRenderer;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.game.MatchEvent;
import dev.mazziere.game.Move;
import dev.mazziere.game.Options;
import dev.mazziere.game.ScoreEvent;
import dev.mazziere.game.View;
import dev.mazziere.games.tricks.TrickEvents;
import dev.mazziere.games.tricks.TrickTexts;
import dev.mazziere.text.GameCommand;
import dev.mazziere.text.BundledPresenter;
import dev.mazziere.text.Names;
import dev.mazziere.text.Texts;
import java.util.ArrayList;
import java.util.List;

/**
 * How Briscola looks in a chat: the briscola face up under the stock with the cards left
 * ({@code mazzo 12}), the trick with who played what, or the last trick and who took it,
 * and the hands won. The card points taken are counted only at the end of the hand, as
 * players count them. A seat's own hand says which card it drew. Texts in
 * {@code briscola*.properties} next to this class; game terms stay Italian in both languages.
 */
public final class BriscolaPresenter extends BundledPresenter {

    private static final List<GameCommand> COMMANDS = List.of(GameCommand.of("briscola"));

    static final String BUNDLE = "dev.mazziere.games.briscola.briscola";

    public BriscolaPresenter() {
        super(BUNDLE, COMMANDS, "Briscola");
    }

    private static Texts own(Texts t) {
        return t.bundle(BUNDLE);
    }

    /** A suit with its mark, as players say it: {@code 🪙 denari}. */
    static String suit(ItalianSuit suit) {
        return CardRenderer.mark(suit) + " " + suit.name().toLowerCase(java.util.Locale.ROOT);
    }

    /** The head of the table: the hand, the trick being played and who leads it. */
    static String head(BriscolaView v, Names names, Texts s) {
        return v.tricksPlayed() >= v.tricks() ? s.get("table.head.over", v.handNumber())
                : s.get("table.head", v.handNumber(), v.tricksPlayed() + 1, v.tricks(), names.seat(v.table().leader()));
    }

    /** The briscola and the stock: {@code Briscola 7🪙 under the mazzo · mazzo 12}, or the suit once it is drawn. */
    static String briscola(BriscolaView v, Texts s) {
        return v.faceUp() != null ? s.get("table.briscola", render(v.faceUp()), v.stock())
                : s.get("table.briscola.drawn", suit(v.trump()));
    }

    @Override
    public String table(View publicView, Names names, Texts t) {
        BriscolaView v = (BriscolaView) publicView;
        Texts s = own(t);
        List<String> lines = new ArrayList<>();
        lines.add(head(v, names, s));
        if (v.tricksPlayed() < v.tricks()) {
            // once the hand is over the stock says nothing: its line leaves room for the card points
            lines.add(briscola(v, s));
        }
        if (!v.trick().isEmpty()) {
            lines.add(s.get("table.trick", TrickTexts.plays(v.trick(), names)));
        } else if (v.lastTrick() != null) {
            lines.add(s.get("table.lastTrick", names.seat(v.lastTrick().winner()),
                    TrickTexts.plays(BriscolaRules.TRICK_RULES.plays(v.lastTrick(), v.trump(), v.seats()), names)));
        }
        lines.add(s.get("table.won", won(v.totals(), names), v.games()));
        return String.join("\n", lines);
    }

    /** Hands won per side: {@code anna+bea 1 · carlo+dino 0}. */
    private static String won(List<Integer> totals, Names names) {
        List<String> parts = new ArrayList<>();
        for (int side = 0; side < totals.size(); side++) {
            parts.add(names.side(side) + " " + totals.get(side));
        }
        return String.join(" · ", parts);
    }

    @Override
    public String describe(MatchEvent event, Names names, Texts t) {
        Texts s = own(t);
        return switch (event) {
            case TrickEvents.Play<?> p -> s.get("said.play", names.seat(p.seat()), render(p.card()));
            case TrickEvents.Trick<?> k -> s.get("said.trick", names.seat(k.winner()));
            // A draw is private: each seat sees its own card in its hand; the table shows the stock shrink.
            default -> null;
        };
    }

    @Override
    public String hand(View seatView, Texts t) {
        return hand(seatView, null, t);
    }

    /** The hand, the card just drawn, the briscola, the trick to answer, and with four players the partner. */
    @Override
    public String hand(View seatView, Names names, Texts t) {
        BriscolaView v = (BriscolaView) seatView;
        Texts s = own(t);
        List<String> lines = new ArrayList<>();
        lines.add(v.hand().isEmpty() ? s.get("hand.empty")
                : s.get("hand.cards", TrickTexts.bySuit(v.hand(), BriscolaRules.HAND_ORDER)));
        if (v.drawn() != null) {
            lines.add(s.get("hand.drawn", render(v.drawn())));
        }
        lines.add(briscola(v, s));
        if (!v.trick().isEmpty()) {
            lines.add(s.get("hand.trick", render(v.table().cardsOnTable())));
        } else if (v.toAct() == v.viewer()) {
            lines.add(s.get("hand.lead"));
        }
        if (v.partnerships() && v.viewer() >= 0 && names != null) {
            lines.add(s.get("hand.partner", names.seat((v.viewer() + 2) % 4)));
        }
        return String.join("\n", lines);
    }

    /** By suit, each from its weakest card to its strongest, as the hand is dealt and drawn. */
    @Override
    public List<? extends Card> handOrder(View seatView) {
        List<ItalianCard> hand = new ArrayList<>(((BriscolaView) seatView).hand());
        hand.sort(BriscolaRules.HAND_ORDER);
        return hand;
    }

    /** The moves in the order of the hand. */
    @Override
    public List<? extends Move> buttonOrder(List<? extends Move> legal) {
        List<BriscolaMove> moves = new ArrayList<>(legal.stream().map(BriscolaMove.class::cast).toList());
        moves.sort(java.util.Comparator.comparing(BriscolaMove::card, BriscolaRules.HAND_ORDER));
        return moves;
    }

    @Override
    public String moveLabel(Move move, View seatView, Texts t) {
        return render(((BriscolaMove) move).card());
    }

    /**
     * Each side's card points in one line, and a drawn hand that counts for nobody: who won
     * the hand shows on the table message's line above ({@code 📊 Smazzata 1: anna +1 · carlo +0}).
     */
    @Override
    public String handScore(ScoreEvent score, Names names, Texts t) {
        Texts s = own(t);
        BriscolaEvents.HandScore h = (BriscolaEvents.HandScore) score.hand();
        List<String> parts = new ArrayList<>();
        for (int side = 0; side < h.cardPoints().size(); side++) {
            parts.add(names.side(side) + " " + h.cardPoints().get(side));
        }
        String points = s.get("score.points", String.join(" · ", parts));
        return BriscolaRules.handWinner(h.cardPoints()) >= 0 ? points : points + " · " + s.get("score.drawn");
    }

    @Override
    public String rules(Options options, Texts t) {
        Texts s = own(t);
        int games = options.number(BriscolaGame.GAMES);
        return String.join("\n", s.get("rules.head"), s.get("rules.deal"), s.get("rules.play"),
                s.get("rules.draw"), s.get("rules.points"),
                games == 1 ? s.get("rules.games.one") : s.get("rules.games", games));
    }

    /** A refusal's argument as players read it: a card drawn, anything else as it is. */
    @Override
    protected String shownArgument(String arg, Texts own) {
        ItalianCard card = ItalianCard.tryParse(arg);
        return card == null ? arg : render(card);
    }
}
