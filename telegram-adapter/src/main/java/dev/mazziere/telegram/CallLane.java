package dev.mazziere.telegram;

import java.util.LinkedList;

/**
 * One chat's queue in {@link CallQueues}: its waiting calls, answers to a person first, the
 * rest in the order they came; how many are under way (one at most in a chat); whether its
 * first call is being made ready; and when a retry may go. Guarded by the queues' lock.
 */
final class CallLane {

    final LinkedList<QueuedCall> jobs = new LinkedList<>();
    /** Calls of this lane under way: at most one in a chat's lane. */
    int running;
    /** The first call of this lane is making what it sends (drawing a picture). */
    boolean preparing;
    long notBefore = Long.MIN_VALUE;

    /** Queues {@code job}: at the back, or an answer after the answers waiting already. */
    void add(QueuedCall job) {
        if (!job.urgent) {
            jobs.addLast(job);
            return;
        }
        int at = 0;
        while (at < jobs.size() && jobs.get(at).urgent) {
            at++;
        }
        jobs.add(at, job);
    }
}
