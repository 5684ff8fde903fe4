#!/usr/bin/env bash
# Usage: bash scripts/cpu-seconds.sh NAME command [args...]
# Runs the command in a control group of its own and prints, when it ends, the CPU-seconds it and every process it
# started used: the browsers' renderer processes too, which `/usr/bin/time` misses (they are not waited for by the
# process it times). Compare a change's CPU-seconds on the same subset of tests, back to back: unlike wall time they
# barely move when other work shares the machine. Needs root and a writable cgroup hierarchy (v1's cpuacct or v2).
set -u
name="$1"
shift
if [ -d /sys/fs/cgroup/cpuacct ]; then
  group=/sys/fs/cgroup/cpuacct/cpu-seconds-$name-$$
  usage() { echo "$(cat "$group/cpuacct.usage") / 1000000000" | bc -l; }
else
  group=/sys/fs/cgroup/cpu-seconds-$name-$$
  usage() { echo "$(awk '/^usage_usec/{print $2}' "$group/cpu.stat") / 1000000" | bc -l; }
fi
mkdir -p "$group" || { echo "cpu-seconds: cannot create $group (root and a writable cgroup hierarchy needed)" >&2; exit 2; }
start=$(date +%s.%N)
bash -c 'echo $$ > "$0/cgroup.procs"; exec "$@"' "$group" "$@"
code=$?
end=$(date +%s.%N)
printf '[cpu-seconds %s] exit %s, %.1f s wall, %.1f CPU-seconds\n' "$name" "$code" "$(echo "$end - $start" | bc)" "$(usage)" >&2
rmdir "$group" 2>/dev/null || true
exit $code
