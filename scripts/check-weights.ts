/**
 * Part of `npm run build`: the learned tier's artifact must decode (magic,
 * sizes, checksum, features and labels it was built for). A damaged artifact
 * fails the build here; in a running Worker it would only switch the tier off.
 */
import { decodeModel } from "../src/assess/learned/codec";
import { learnedWeights } from "../src/assess/learned/weights-node";

const model = decodeModel(learnedWeights());
console.log(
  `learned weights: ok (${model.header.trainedOn}; thresholds ${JSON.stringify(model.header.thresholds)}, atom outside plain Latin ${model.header.atomOtherScripts})`,
);
