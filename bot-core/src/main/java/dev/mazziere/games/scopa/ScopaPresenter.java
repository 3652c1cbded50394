package dev.mazziere.games.scopa;

import static dev.mazziere.cards.CardRenderer.render;

import dev.mazziere.game.MatchEvent;
import dev.mazziere.game.Move;
import dev.mazziere.game.Options;
import dev.mazziere.game.ScoreEvent;
import dev.mazziere.game.View;
import dev.mazziere.cards.CardRenderer;
import dev.mazziere.cards.HandOrder;
import dev.mazziere.cards.Card;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.text.GameCommand;
import dev.mazziere.text.BundledPresenter;
import dev.mazziere.text.Names;
import dev.mazziere.text.Texts;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/** How Scopa and Scopone look in a chat. Texts in {@code scopa*.properties} next to this class. */
public final class ScopaPresenter extends BundledPresenter {

    private static final List<GameCommand> COMMANDS = List.of(GameCommand.of("scopa"),
            new GameCommand("scopone", List.of(), Map.of(ScopaGame.VARIANT, "scopone")));

    static final String BUNDLE = "dev.mazziere.games.scopa.scopa";

    /** A capture as players say it: lowest card first ({@code 3🗡️+4🍷}). */
    private static String plus(List<ItalianCard> cards) {
        List<ItalianCard> byRank = new ArrayList<>(cards);
        byRank.sort(Comparator.comparingInt(ItalianCard::rank).thenComparing(c -> c.suit()));
        return CardRenderer.plus(byRank);
    }

    public ScopaPresenter() {
        super(BUNDLE, COMMANDS, "Scopa");
    }

    private static Texts own(Texts t) {
        return t.bundle(BUNDLE);
    }

    @Override
    public String title(Options options) {
        return ScopaGame.isScopone(options) ? "Scopone" : "Scopa";
    }

    @Override
    public String table(View publicView, Names names, Texts t) {
        ScopaView v = (ScopaView) publicView;
        Texts s = own(t);
        List<String> lines = new ArrayList<>();
        lines.add(v.table().isEmpty() ? s.get("table.empty") : s.get("table.cards", render(v.table())));
        List<String> scores = new ArrayList<>();
        List<String> scope = new ArrayList<>();
        for (int side = 0; side < v.sides(); side++) {
            scores.add(names.side(side) + " " + v.totals().get(side));
            if (v.scope().get(side) > 0) {
                scope.add(names.side(side) + " " + s.count("scope.count", v.scope().get(side)));
            }
        }
        lines.add(s.get("table.scores", String.join(" · ", scores), v.target()));
        // This hand's scope beside the hand, not beside the totals they are not in yet; once the
        // match is over the last hand's breakdown counts them.
        boolean over = v.toAct() < 0;
        lines.add(s.get("table.hand", v.handNumber(), v.stockSize())
                + (scope.isEmpty() || over ? "" : " · 🧹 " + String.join(" · ", scope)));
        return String.join("\n", lines);
    }

    @Override
    public String describe(MatchEvent event, Names names, Texts t) {
        Texts s = own(t);
        if (event instanceof ScopaEvents.Play p) {
            if (p.capture().isEmpty()) {
                return s.get("play.drop", names.seat(p.seat()), render(p.card()));
            }
            String line = s.get("play.take", names.seat(p.seat()), render(p.card()), plus(p.capture()));
            return p.scopa() ? line + " " + s.get("play.scopa") : line;
        }
        if (event instanceof ScopaEvents.Sweep w) {
            return s.get("sweep", names.seat(w.seat()), render(w.cards()));
        }
        return null;
    }

    @Override
    public String hand(View seatView, Texts t) {
        ScopaView v = (ScopaView) seatView;
        Texts s = own(t);
        String hand = v.hand().isEmpty() ? s.get("hand.empty") : s.get("hand.cards", render(inHandOrder(v.hand())));
        String table = v.table().isEmpty() ? s.get("table.empty") : s.get("table.cards", render(v.table()));
        return hand + "\n" + table;
    }

    /** A hand as text, buttons and picture show it: by suit (denari, coppe, spade, bastoni), then rank. */
    static List<ItalianCard> inHandOrder(List<ItalianCard> hand) {
        return HandOrder.of(hand);
    }

    @Override
    public List<? extends Card> handOrder(View seatView) {
        return inHandOrder(((ScopaView) seatView).hand());
    }

    /** The moves in the order of the hand: by the card played, its captures as the rules list them. */
    @Override
    public List<? extends Move> buttonOrder(List<? extends Move> legal) {
        return HandOrder.byCard(legal.stream().map(ScopaMove.class::cast).toList(), ScopaMove::card);
    }

    @Override
    public String moveLabel(Move move, View seatView, Texts t) {
        ScopaMove m = (ScopaMove) move;
        return m.captures() ? render(m.card()) + " ➜ " + plus(m.capture()) : render(m.card());
    }

    /**
     * What each side scored its points with, in one line: {@code anna: denari 6, settebello ·
     * carlo: carte 21, primiera, 2 scope} (carte and denari with the count that won them); a
     * side that scored nothing is left out.
     */
    @Override
    public String handScore(ScoreEvent score, Names names, Texts t) {
        Texts s = own(t);
        List<String> out = new ArrayList<>();
        List<?> sides = (List<?>) score.hand();
        for (int side = 0; side < sides.size(); side++) {
            TeamHandScore h = (TeamHandScore) sides.get(side);
            List<String> parts = new ArrayList<>();
            if (h.carte() > 0) {
                parts.add(s.get("score.cards", h.cards()));
            }
            if (h.denariPoint() > 0) {
                parts.add(s.get("score.denari", h.denari()));
            }
            if (h.settebello() > 0) {
                parts.add("settebello");
            }
            if (h.primiera() > 0) {
                parts.add("primiera");
            }
            if (h.scope() > 0) {
                parts.add(s.count("scope.count", h.scope()));
            }
            if (h.napola() > 0) {
                parts.add("napola " + h.napola());
            }
            if (h.rebello() > 0) {
                parts.add("rebello");
            }
            if (!parts.isEmpty()) {
                out.add(s.get("score.side", names.side(side), String.join(", ", parts)));
            }
        }
        return String.join(" · ", out);
    }

    @Override
    public String rules(Options options, Texts t) {
        Texts s = own(t);
        return s.get(ScopaGame.isScopone(options) ? "rules.scopone" : "rules.scopa", options.number(ScopaGame.TARGET));
    }

    @Override
    public boolean showsOption(String name, Options options) {
        return !name.equals(ScopaGame.SCOPONE_DEAL) || ScopaGame.isScopone(options);
    }

    /** A card named in a refusal is drawn as a card; any other argument reads as it is. */
    @Override
    protected String shownArgument(String arg, Texts own) {
        ItalianCard card = ItalianCard.tryParse(arg);
        return card == null ? arg : render(card);
    }
}
