/** Test helper: chi-square statistic and its p-value through the regularized upper incomplete gamma function. */

// Lanczos approximation (g = 7, n = 9) of ln Γ(z) for z > 0.
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(z). */
export function lnGamma(z: number): number {
  if (z < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * z)) - lnGamma(1 - z);
  const x = z - 1;
  let a = LANCZOS[0];
  const t = x + 7.5;
  for (let i = 1; i < 9; i++) a += LANCZOS[i] / (x + i);
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
}

/** Q(a, x) = Γ(a, x) / Γ(a): series for x < a + 1, Lentz's continued fraction otherwise. */
export function gammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const lnPrefix = a * Math.log(x) - x - lnGamma(a);
  if (x < a + 1) {
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 10000; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return 1 - sum * Math.exp(lnPrefix);
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.exp(lnPrefix) * h;
}

/** P(X² >= stat) for `df` degrees of freedom. */
export function chiSquarePValue(stat: number, df: number): number {
  return gammaQ(df / 2, stat / 2);
}

/** Wilson–Hilferty normal approximation of the same p-value (a cross-check for large df). */
export function wilsonHilfertyPValue(stat: number, df: number): number {
  const z = (Math.cbrt(stat / df) - (1 - 2 / (9 * df))) / Math.sqrt(2 / (9 * df));
  // Upper tail of the standard normal via erfc (Numerical Recipes' Chebyshev fit, |error| < 1.2e-7).
  const t = 1 / (1 + 0.5 * Math.abs(z / Math.SQRT2));
  const y =
    t *
    Math.exp(
      -(z * z) / 2 -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return z >= 0 ? y / 2 : 1 - y / 2;
}

/** Pearson's statistic over observed counts and expected counts (bins with expected < 5 merged into their neighbour). */
export function chiSquare(
  observed: readonly number[],
  expected: readonly number[],
): { stat: number; df: number } {
  const o: number[] = [];
  const e: number[] = [];
  let co = 0;
  let ce = 0;
  for (let i = 0; i < observed.length; i++) {
    co += observed[i];
    ce += expected[i];
    if (ce >= 5) {
      o.push(co);
      e.push(ce);
      co = 0;
      ce = 0;
    }
  }
  if (ce > 0) {
    o[o.length - 1] += co;
    e[e.length - 1] += ce;
  }
  let stat = 0;
  for (let i = 0; i < o.length; i++) stat += (o[i] - e[i]) ** 2 / e[i];
  return { stat, df: o.length - 1 };
}
