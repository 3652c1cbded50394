package dev.mazziere.games.chiamata;

import dev.mazziere.cards.Card;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.Move;
import dev.mazziere.game.View;
import dev.mazziere.games.tricks.TrickEvents;
import dev.mazziere.picture.GamePicture;
import dev.mazziere.picture.Scene;
import dev.mazziere.picture.Scenes;
import dev.mazziere.picture.TableFacts;
import dev.mazziere.text.Names;
import dev.mazziere.text.Texts;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * How Briscola chiamata looks as pictures. The table: during the auction the bids so far;
 * then the call (the card, the briscola, the points needed) and the partner as everyone
 * knows it (secret until the called card is played), the trick with each card over its
 * player's name and the card taking it so far outlined, or the last trick and who took
 * it; whose turn and each player's points. A hand: the seat's cards, on their turn all
 * raised (any card may be played); at the call the four cards of the rank won, to call
 * one; then the call and the seat's own part (the partner's picture, which only the
 * partner sees, says so) and the trick to answer. Built from views only, like the texts.
 * Texts in {@code picture*.properties} next to this class: the call, the partner and the
 * seat's part as the chat's texts say them ({@link ChiamataTexts}), shorter and without
 * emoji, which a picture does not draw; the bids in the game's own {@code chiamata*.properties}.
 */
public final class ChiamataPicture implements GamePicture {

    static final String BUNDLE = "dev.mazziere.games.chiamata.picture";

    @Override
    public Scene table(View publicView, TableFacts facts, Texts t) {
        ChiamataView v = (ChiamataView) publicView;
        Texts s = t.bundle(BUNDLE);
        Texts own = ChiamataPresenter.own(t);
        Names names = facts.names();
        List<Scene.Section> sections = new ArrayList<>();
        if (v.phase() != ChiamataMatch.Phase.PLAY) {
            sections.add(bids(v, names, s, own));
        } else {
            sections.add(Scene.Section.of("", Scene.Size.SMALL,
                    new Scene.Note(ChiamataTexts.call(v, names, s)),
                    new Scene.Note(ChiamataTexts.partner(v, names, s))));
            if (!v.trick().isEmpty()) {
                sections.add(trick(v.trick(), v, names, s.get("trick"), Scene.Size.MEDIUM));
            } else if (v.lastTrick() != null) {
                sections.add(trick(ChiamataRules.TRICK_RULES.plays(v.lastTrick(), v.trump(), v.seats()), v, names,
                        s.get("lastTrick", names.seat(v.lastTrick().winner())), Scene.Size.MEDIUM));
            }
        }
        List<Scene.Score> scores = new ArrayList<>();
        for (int seat = 0; seat < v.seats(); seat++) {
            scores.add(new Scene.Score(names.side(seat), Integer.toString(v.totals().get(seat)), seat == v.toAct()));
        }
        String note = "hands".equals(v.end())
                ? s.get("hands", Math.min(v.hands(), Math.max(1, v.handNumber())), v.hands())
                : s.get("target", v.target());
        return new Scene(facts.title(), head(v, s), sections, new Scene.Strip(facts.turn(), scores, note));
    }

    @Override
    public Scene hand(View seatView, List<? extends Move> legal, TableFacts facts, Texts t) {
        ChiamataView v = (ChiamataView) seatView;
        Texts s = t.bundle(BUNDLE);
        Texts own = ChiamataPresenter.own(t);
        Names names = facts.names();
        Set<Card> playable = new HashSet<>();
        List<Scene.Face> callable = new ArrayList<>();
        for (Move m : legal) {
            switch ((ChiamataMove) m) {
                case ChiamataMove.Play p -> playable.add(p.card());
                case ChiamataMove.Call c -> callable.add(new Scene.Face(c.card(), Scene.Mark.PLAYABLE));
                default -> {
                    // bids are buttons only
                }
            }
        }
        List<Scene.Section> sections = new ArrayList<>();
        // In the order of the hand's text and buttons.
        sections.add(Scenes.hand(Scenes.marked(new ChiamataPresenter().handOrder(v), playable), t));
        switch (v.phase()) {
            case AUCTION -> sections.add(bids(v, names, s, own));
            case CALL -> {
                if (!callable.isEmpty()) {
                    sections.add(Scene.Section.of(s.get("callSection"), Scene.Size.MEDIUM,
                            new Scene.Cards(callable, ChiamataTexts.bid(v.highest(), own), false)));
                } else {
                    sections.add(bids(v, names, s, own));
                }
            }
            case PLAY -> {
                sections.add(Scene.Section.of("", Scene.Size.SMALL,
                        new Scene.Note(ChiamataTexts.call(v, names, s)),
                        new Scene.Note(ChiamataTexts.role(v, names, s))));
                if (!v.trick().isEmpty()) {
                    sections.add(trick(v.trick(), v, names, s.get("trick"), Scene.Size.SMALL));
                }
            }
        }
        return new Scene(facts.title(), Scenes.handDetail(!legal.isEmpty(), t), sections,
                new Scene.Strip(facts.turn(), List.of(), ""));
    }

    private static String head(ChiamataView v, Texts s) {
        if (v.phase() != ChiamataMatch.Phase.PLAY) {
            return s.get("head.auction", v.handNumber());
        }
        return v.tricksPlayed() >= ChiamataRules.HAND_SIZE ? s.get("head.over", v.handNumber())
                : s.get("head", v.handNumber(), v.tricksPlayed() + 1, ChiamataRules.HAND_SIZE);
    }

    /** The bids so far, one per line in bidding order. */
    private static Scene.Section bids(ChiamataView v, Names names, Texts s, Texts own) {
        List<Scene.Item> items = new ArrayList<>();
        for (ChiamataEvents.Bid b : v.bids()) {
            items.add(new Scene.Note(names.seat(b.seat()) + " · " + ChiamataTexts.bid(b, own)));
        }
        if (items.isEmpty()) {
            items.add(new Scene.Note(s.get("noBids")));
        }
        return new Scene.Section(s.get("bids"), Scene.Size.SMALL, items);
    }

    /** A trick, each card over its player's name, the card taking it outlined. */
    private static Scene.Section trick(List<TrickEvents.Play<ItalianCard>> plays, ChiamataView v, Names names,
                                       String label, Scene.Size size) {
        int winning = ChiamataRules.TRICK_RULES.winningPlay(plays, v.trump());
        List<Scene.Item> items = new ArrayList<>();
        for (int i = 0; i < plays.size(); i++) {
            Scene.Face face = new Scene.Face(plays.get(i).card(), i == winning ? Scene.Mark.HIGHLIGHT : Scene.Mark.PLAIN);
            items.add(new Scene.Cards(List.of(face), names.seat(plays.get(i).seat()), false));
        }
        return new Scene.Section(label, size, items);
    }
}
