#!/usr/bin/env bash
# tb/regress/killed_sim.sh: a stand-in simulator that dies by SIGKILL after printing a line, as a
# job killed by the OOM killer, a scheduler's time limit or a node failure would. The regression
# test (tb/regress/test_regress.sh) plants it in a job list: the job must show up as a failure
# with its rerun command under every engine.
echo "killed_sim: starting $*"
kill -KILL $$
