/**
 * The trick-taking kit: what Traversone, Napoleone, Briscola, Briscola chiamata and
 * Tressette share, written once. A game keeps its own rules (deal, bidding, scoring,
 * the end of a match) and plays its tricks through these pieces:
 *
 * <ul>
 *   <li>{@link dev.mazziere.games.tricks.TrickRules}: how the game's cards take tricks,
 *       a constant of the game: the suit and the strength of a card, whether the others
 *       must follow the suit led, the legal cards, the trick's winner with an optional
 *       trump suit. {@link dev.mazziere.games.tricks.ItalianOrder} holds the two strength
 *       orders of the Italian deck (Tressette's, Briscola's);</li>
 *   <li>{@link dev.mazziere.games.tricks.CardPoints}: card points in thirds (Tressette,
 *       Traversone) or whole (Briscola);</li>
 *   <li>{@link dev.mazziere.games.tricks.Tricks}: the state of one hand's trick play,
 *       a {@link dev.mazziere.game.StatePart} the match holds: each seat's cards, what
 *       each seat took, the trick on the table, who leads and who plays;</li>
 *   <li>{@link dev.mazziere.games.tricks.Stock}: the face-down stock and the draws after
 *       a trick (Briscola, Tressette with two players);</li>
 *   <li>{@link dev.mazziere.games.tricks.TrickEvents}: the {@code play}, {@code trick}
 *       and {@code draw} events of TRANSCRIPT.md (and {@code playOf}, the move of a
 *       {@code play} event, for {@code Game.moveOf}), and
 *       {@link dev.mazziere.games.tricks.TrickView}, the public part of a seat's view, which
 *       {@code Tricks.restore} turns back into a position for a determinizer;</li>
 *   <li>{@link dev.mazziere.games.tricks.TrickTexts}: a trick with who played each card,
 *       a hand grouped by suit, a suit with its mark, a refusal's card or suit, points in
 *       thirds, for presenters; {@link dev.mazziere.games.tricks.TrickPlayView}: a view's
 *       accessors of its trick play;</li>
 *   <li>{@link dev.mazziere.games.tricks.TrickMatch}: the match skeleton every trick game
 *       extends: the rotation and the {@code Tricks}, who acts, the hidden cards, the next
 *       hand or the end after a scored hand, and equality.</li>
 * </ul>
 *
 * <p>A move of a trick game, in the match's {@code doApply}:
 * <pre>{@code
 * emit(tricks.play(seat, card));                 // the card leaves the hand; the next seat plays
 * if (tricks.complete()) {
 *     TrickEvents.Trick<ItalianCard> trick = tricks.collect(RULES, trump);   // the winner takes and leads
 *     emit(trick);
 *     stock.drawRound(tricks, trick.winner()).forEach(this::emit);          // games with a stock
 * }
 * }</pre>
 * and in {@code check}, {@code RULES.mayPlay(tricks.hand(seat), card, RULES.led(tricks.trick()))}.
 */
package dev.mazziere.games.tricks;
